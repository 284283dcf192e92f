/**
 * Art styles (issue 25): the offline illustrator draws one scene in each style with its own palette, filters
 * and textures, still safe to serve (well-formed, no scripts, no external references); model illustrators get
 * the style's direction at the head of their prompt.
 */
import { ART_STYLE_DIRECTIONS, ART_STYLES, artStyleOf, composeIllustrationPrompt } from '../src';
import { drawPicture } from '../src/offline-illustrator';
import { parseXml } from '../src/testing';

const scene = {
  prompt: 'Place: park\nTime: day\nOn the page: Maya, a puppy\nAction: waving',
  characterSheet: 'Maya is a girl of 6 with brown hair. Her favourite colour is purple.',
  seed: 11,
};
const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/gi));

/** Mean HSL saturation and lightness (0-1) of the colours a picture's shapes are filled with. */
function paletteOf(svg: string): { saturation: number; lightness: number } {
  const fills = [...svg.matchAll(/\bfill="(#[0-9a-f]{6})"/gi)].map((match) => match[1]);
  const hsl = fills.map((hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const lightness = (max + min) / 2;
    const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
    return { saturation, lightness };
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    saturation: mean(hsl.map((colour) => colour.saturation)),
    lightness: mean(hsl.map((colour) => colour.lightness)),
  };
}

describe('art styles', () => {
  const pictures = Object.fromEntries(
    ART_STYLES.map((artStyle) => [artStyle, drawPicture({ ...scene, artStyle }, false).svg]),
  );

  it('leaves the picture-book style as the illustrator draws it', () => {
    expect(pictures['picture-book']).toBe(drawPicture(scene, false).svg);
  });

  it.each(ART_STYLES.filter((style) => style !== 'picture-book'))(
    'draws %s with its own palette, filters and textures, still safe to serve',
    (style) => {
      const svg = pictures[style];
      expect(() => parseXml(svg)).not.toThrow();
      expect(svg).toContain(`art-${style}`);
      expect(svg).toMatch(/<filter id="art-/);
      expect(svg).toContain('class="art-scene"');
      // The same scene: the child and the puppy are still there.
      expect(svg).toContain('class="child"');
      // Its own palette: few colours in common with the plain picture.
      const plain = colours(pictures['picture-book']);
      const shared = [...colours(svg)].filter((colour) => plain.has(colour));
      expect(shared.length).toBeLessThan(plain.size / 4);
      expect(svg).not.toMatch(/<script|\son[a-z]+=|href="http|url\(http/i);
    },
  );

  // The first watercolour and ink read as fog over the children's faces (their palettes 0.10 lighter and at
  // 0.68 of the plain picture's saturation): each style keeps the scene's colours strong.
  it.each(ART_STYLES.filter((style) => style !== 'picture-book'))(
    'keeps the colours of the scene strong in %s',
    (style) => {
      const plain = paletteOf(pictures['picture-book']);
      const styled = paletteOf(pictures[style]);
      expect(styled.saturation / plain.saturation).toBeGreaterThan(0.75);
      expect(styled.lightness - plain.lightness).toBeLessThan(0.075);
    },
  );

  it('makes every style a picture of its own', () => {
    expect(new Set(Object.values(pictures)).size).toBe(ART_STYLES.length);
  });

  it('puts the style at the head of a model illustrator prompt', () => {
    const prompt = composeIllustrationPrompt({ ...scene, style: ART_STYLE_DIRECTIONS.crayon });
    expect(prompt.startsWith(ART_STYLE_DIRECTIONS.crayon)).toBe(true);
    expect(prompt).toContain(scene.characterSheet);
  });

  it('reads anything unknown as the default style', () => {
    expect(artStyleOf('watercolour')).toBe('watercolour');
    expect(artStyleOf('oil paint')).toBe('picture-book');
    expect(artStyleOf(undefined)).toBe('picture-book');
  });
});
