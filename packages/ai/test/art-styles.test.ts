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
