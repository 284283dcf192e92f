/** The tests' XML reader must refuse what a browser would refuse, or the SVG checks prove nothing. */
import { parseXml, textOf } from '../src/testing';

describe('the test XML reader', () => {
  it('reads elements, attributes, references and text', () => {
    const root = parseXml(
      `<svg a="1" b='x &amp; y'><g><text>A &lt;b&gt; &#233;&#x41;</text></g><!-- note --><rect/></svg>`,
    );
    expect(root.name).toBe('svg');
    expect(root.attributes).toEqual({ a: '1', b: 'x & y' });
    expect(root.children.map((child) => child.name)).toEqual(['g', 'rect']);
    expect(textOf(root)).toBe('A <b> éA');
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a mismatched closing tag', '<svg><g></text></svg>'],
    ['a never closed root', '<svg>'],
    ['two roots', '<svg/><svg/>'],
    ['text outside the root', 'hello<svg/>'],
    ['an unknown entity', '<svg>&nbsp;</svg>'],
    ['a bare ampersand', '<svg>Tom & Jerry</svg>'],
    ['an unquoted attribute', '<svg a=1/>'],
    ['a duplicate attribute', '<svg a="1" a="2"/>'],
    ['a < in an attribute', '<svg a="<"/>'],
    ['attributes run together', '<svg a="1"b="2"/>'],
    ['a bare < in text', '<svg>1 < 2</svg>'],
  ])('refuses %s', (_what, source) => {
    expect(() => parseXml(source)).toThrow();
  });
});
