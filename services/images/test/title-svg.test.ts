/** The cover's title picture (spec §9) and the genre lookup behind it (spec §5). */
import { GENRES, TITLE_IMAGE, lookupGenre, splitTitleLines, titleSvg } from '../src/title-svg';
import { parseXml, textOf } from '@storybook-app/ai/testing';

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Trebuchet MS', 'Helvetica Neue', Arial, sans-serif";
const CURSIVE = "'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive";
const DISPLAY = "'Luckiest Guy', Chalkduster, Papyrus, Impact, fantasy";

/** §9's table: font family, colour, maximum title characters; weight 700 for all. */
const TABLE: Array<[string, string, string, string, number]> = [
  ['FairyTale', SERIF, 'lilac', '#C8A2C8', 18],
  ['Adventure', SANS, 'orange', '#FFA500', 17],
  ['Mystery', SANS, 'indigo', '#4B0082', 18],
  ['AnimalsNature', SANS, 'green', '#008000', 20],
  ['Fantasy', CURSIVE, 'purple', '#800080', 20],
  ['Bedtime', CURSIVE, 'blue', '#0000FF', 23],
  ['NurseryRhymesPoem', CURSIVE, 'pink', '#FFC0CB', 23],
  ['Friendship', SERIF, 'sandy orange', '#F4A460', 20],
  ['FamilyAndLove', SANS, 'tomato red', '#FF6347', 20],
  ['CourageAndBravery', SERIF, 'dark red', '#8B0000', 16],
  ['KindnessAndCompassion', SANS, 'light pink', '#FFB6C1', 22],
  ['Discovery', DISPLAY, 'teal', '#008080', 20],
];

describe('lookupGenre', () => {
  it('covers the twelve genres of the spec, in its order', () => {
    expect(TABLE.map(([genre]) => genre)).toEqual([...GENRES]);
  });

  it.each(TABLE)('styles %s with %s, %s (%s) and %i characters', (genre, font, colourName, colour, max) => {
    expect(lookupGenre(genre)).toEqual({
      genre,
      colourName,
      colour,
      cssColour: expect.stringMatching(/^rgba\(\d+, \d+, \d+, 0\.8\)$/),
      fontFamily: font,
      fontWeight: 700,
      maxTitleChars: max,
    });
  });

  it('gives real CSS colours with their transparency', () => {
    expect(lookupGenre('Bedtime').cssColour).toBe('rgba(0, 0, 255, 0.8)');
    expect(lookupGenre('FairyTale').cssColour).toBe('rgba(200, 162, 200, 0.8)');
  });

  it.each([
    [' Fairy Tale ', 'FairyTale'],
    ['fairytale', 'FairyTale'],
    ['ANIMALS NATURE', 'AnimalsNature'],
    ['Nursery\tRhymes\nPoem', 'NurseryRhymesPoem'],
    ['nature', 'AnimalsNature'],
    ['love', 'FamilyAndLove'],
    ['rhymes', 'NurseryRhymesPoem'],
    ['bravery', 'CourageAndBravery'],
    ['compassion', 'KindnessAndCompassion'],
    ['disco', 'Discovery'],
    ['ship', 'Friendship'],
    ['bed time', 'Bedtime'],
  ])('finds %j: whitespace removed, any case, exact or a part of a key (%s)', (input, genre) => {
    expect(lookupGenre(input).genre).toBe(genre);
  });

  it('takes an exact match before a key that merely contains the input, then the first key in the spec order', () => {
    // "Friendship" is a key of its own and also inside no other; "and" is inside FamilyAndLove, CourageAndBravery
    // and KindnessAndCompassion, and FamilyAndLove comes first.
    expect(lookupGenre('friendship').genre).toBe('Friendship');
    expect(lookupGenre('and').genre).toBe('FamilyAndLove');
    expect(lookupGenre('a').genre).toBe('FairyTale');
  });

  it.each([undefined, null, '', '   ', 'horror', 'FairyTales', 'Animals & Nature', 'sci-fi'])(
    'gives light coral and an empty font, weight and count for %j',
    (input) => {
      expect(lookupGenre(input)).toEqual({
        genre: null,
        colourName: 'light coral',
        colour: '#F08080',
        cssColour: 'rgba(240, 128, 128, 0.8)',
        fontFamily: '',
        fontWeight: null,
        maxTitleChars: null,
      });
    },
  );
});

describe('splitTitleLines', () => {
  it('breaks between words at 17 characters', () => {
    expect(splitTitleLines('The Brave Little Dragon and the Moon')).toEqual([
      'The Brave Little',
      'Dragon and the',
      'Moon',
    ]);
  });

  it('keeps exactly 17 characters on one line and moves the word that would make 18', () => {
    expect(splitTitleLines('Mia and the Stars')).toEqual(['Mia and the Stars']);
    expect(splitTitleLines('Mia and the Starss')).toEqual(['Mia and the', 'Starss']);
  });

  it('cuts a word longer than a line into line-long pieces', () => {
    expect(splitTitleLines('Supercalifragilisticexpialidocious')).toEqual([
      'Supercalifragilis',
      'ticexpialidocious',
    ]);
    expect(splitTitleLines('A Supercalifragilisticexpialidocious Day')).toEqual([
      'A',
      'Supercalifragilis',
      'ticexpialidocious',
      'Day',
    ]);
  });

  it('collapses whitespace, and has no lines for an empty title', () => {
    expect(splitTitleLines('  Mia \n and   Pip ')).toEqual(['Mia and Pip']);
    expect(splitTitleLines('   ')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    const dragons = '🐉'.repeat(18);
    expect(splitTitleLines(dragons).map((line) => Array.from(line).length)).toEqual([17, 1]);
    expect(splitTitleLines('Ñandú y la Luna Mágica')).toEqual(['Ñandú y la Luna', 'Mágica']);
  });

  it('takes another width when asked', () => {
    expect(splitTitleLines('The Brave Little Dragon', 10)).toEqual(['The Brave', 'Little', 'Dragon']);
  });
});

describe('titleSvg', () => {
  const texts = (svg: string) => parseXml(svg).children.filter((element) => element.name === 'text');

  it('is 400 wide with 40px bold text centred, 64 px a line, baselines 44 px apart', () => {
    const cases: Array<[string, number, number[]]> = [
      ['Mia', 64, [44]],
      ['Mia and the Moon Boat', 128, [54, 98]],
      ['The Brave Little Dragon and the Moon', 192, [64, 108, 152]],
    ];
    for (const [title, height, baselines] of cases) {
      const svg = titleSvg(title, 'Adventure');
      const root = parseXml(svg);
      expect(root.name).toBe('svg');
      expect(root.attributes).toMatchObject({
        xmlns: 'http://www.w3.org/2000/svg',
        width: String(TITLE_IMAGE.width),
        height: String(height),
        viewBox: `0 0 400 ${height}`,
      });
      const lines = texts(svg);
      expect(lines.map((line) => Number(line.attributes.y))).toEqual(baselines);
      for (const line of lines) {
        expect(line.attributes).toMatchObject({
          x: '200',
          'text-anchor': 'middle',
          'font-size': '40px',
          'font-weight': '700',
        });
      }
    }
  });

  it.each(TABLE)('draws %s titles in its font and semi-transparent colour', (genre, font, _name, colour) => {
    const [line] = texts(titleSvg('The Owl', genre));
    expect(line.attributes).toMatchObject({
      'font-family': font,
      'font-weight': '700',
      fill: colour,
      'fill-opacity': '0.8',
    });
  });

  it('keeps the empty font and weight of an unknown genre, in light coral', () => {
    for (const genre of [undefined, 'horror']) {
      const [line] = texts(titleSvg('The Owl', genre));
      expect(line.attributes['font-family']).toBeUndefined();
      expect(line.attributes['font-weight']).toBeUndefined();
      expect(line.attributes).toMatchObject({ fill: '#F08080', 'fill-opacity': '0.8', 'font-size': '40px' });
    }
  });

  it('escapes the title, so any title gives well-formed XML that reads back the same', () => {
    const title = `Tom & Jerry's <Big> "Day" </text><script>alert(1)</script>`;
    const svg = titleSvg(title, 'Mystery');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;Big&gt; &quot;Day&quot;');
    const root = parseXml(svg);
    const squash = (text: string) => text.replace(/\s+/g, '');
    expect(squash(texts(svg).map(textOf).join(''))).toBe(squash(title));
    expect(root.attributes['aria-label']).toBe(title);
    expect(textOf(root.children[0])).toBe(title);
  });

  it('drops characters XML cannot hold', () => {
    const svg = titleSvg('Mia\u0000 and \u0007the\uFFFE Moon \uD800', 'Bedtime');
    expect(() => parseXml(svg)).not.toThrow();
    expect(texts(svg).map(textOf)).toEqual(['Mia and the Moon']);
  });

  it('still makes a picture of one line for an empty title', () => {
    const root = parseXml(titleSvg('', 'Bedtime'));
    expect(root.attributes.height).toBe('64');
    expect(root.children.filter((element) => element.name === 'text')).toEqual([]);
  });
});
