/**
 * A small, strict XML reader for the tests: it checks well-formedness (one root, tags nested and closed, quoted
 * and unique attributes, only the five predefined entities or character references, no `<` in attribute
 * values, nothing but whitespace around the root) and returns the element tree to inspect.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside, entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_:][\w.:-]*/;
const REFERENCE = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function decode(raw: string, where: string): string {
  let text = '';
  for (let index = 0; index < raw.length; index += 1) {
    if (raw[index] !== '&') {
      text += raw[index];
      continue;
    }
    const reference = REFERENCE.exec(raw.slice(index))?.[0];
    if (!reference) throw new Error(`bad entity reference in ${where}: ${raw.slice(index, index + 12)}`);
    const body = reference.slice(1, -1);
    text +=
      { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[body] ??
      String.fromCodePoint(body.startsWith('#x') ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10));
    index += reference.length - 1;
  }
  return text;
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (message: string): never => {
    throw new Error(`${message} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const text = source.slice(at, lt < 0 ? source.length : lt);
    if (stack.length === 0) {
      if (text.trim()) fail('text outside the root element');
    } else {
      stack[stack.length - 1].text += decode(text, 'text');
    }
    if (lt < 0) break;
    at = lt;
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at);
      if (end < 0) fail('unclosed comment');
      at = end + 3;
      continue;
    }
    if (source.startsWith('</', at)) {
      const name = NAME.exec(source.slice(at + 2))?.[0] ?? fail('bad closing tag');
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> does not close <${open?.name}>`);
      at += 2 + name.length;
      while (/\s/.test(source[at] ?? '')) at += 1;
      if (source[at] !== '>') fail('bad closing tag');
      at += 1;
      continue;
    }
    at += 1;
    const name = NAME.exec(source.slice(at))?.[0] ?? fail('bad tag name');
    at += name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1].children.push(element);
    else if (root) fail('a second root element');
    else root = element;
    for (;;) {
      const spaced = /^\s+/.exec(source.slice(at))?.[0] ?? '';
      at += spaced.length;
      if (source.startsWith('/>', at)) {
        at += 2;
        break;
      }
      if (source[at] === '>') {
        at += 1;
        stack.push(element);
        break;
      }
      if (!spaced) fail('attributes must be separated by whitespace');
      const attribute = NAME.exec(source.slice(at))?.[0] ?? fail('bad attribute name');
      at += attribute.length;
      if (source[at] !== '=') fail(`attribute ${attribute} without a value`);
      const quote = source[at + 1];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attribute} is not quoted`);
      const end = source.indexOf(quote, at + 2);
      if (end < 0) fail('unclosed attribute value');
      const raw = source.slice(at + 2, end);
      if (raw.includes('<')) fail(`'<' in the value of ${attribute}`);
      if (attribute in element.attributes) fail(`duplicate attribute ${attribute}`);
      element.attributes[attribute] = decode(raw, `attribute ${attribute}`);
      at = end + 1;
    }
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(allElements)];
}

/** The elements whose class list holds every given class. */
export const withClass = (root: XmlElement, ...classes: string[]): XmlElement[] =>
  allElements(root).filter((element) => {
    const list = (element.attributes.class ?? '').split(/\s+/);
    return classes.every((name) => list.includes(name));
  });

/** All the text of an element and its descendants. */
export const textOf = (element: XmlElement): string => element.text + element.children.map(textOf).join('');
