/**
 * The cover's title picture (spec §9) and the genre lookup behind its styling (spec §5). Pure: text in, SVG
 * text out. The web keeps its own copy of the genre table (web/src/lib/constants.ts) for the shelf; this is
 * the server's, with real CSS colours and font stacks where the spec only names them.
 */
import { GENRES, type Genre } from '@storybook-app/kit';
import { escapeXml, xmlChars } from '@storybook-app/ai/illustration';

// §3's genres, in the spec's order (the order the substring lookup tries them in), from kit's spec constants.
export { GENRES, type Genre };

/** The spec's font families: `sans` is sans-serif, `display` a decorative display face. */
export type FontKind = 'serif' | 'sans' | 'cursive' | 'display';

/** CSS stacks ending in the generic family, so every renderer has something of the right kind. */
export const FONT_STACKS: Record<FontKind, string> = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "'Trebuchet MS', 'Helvetica Neue', Arial, sans-serif",
  cursive: "'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive",
  display: "'Luckiest Guy', Chalkduster, Papyrus, Impact, fantasy",
};

/** The spec's colour names as CSS colours (CSS named colours where one exists; lilac is #C8A2C8). */
export const GENRE_COLOURS = {
  lilac: '#C8A2C8',
  orange: '#FFA500',
  indigo: '#4B0082',
  green: '#008000',
  purple: '#800080',
  blue: '#0000FF',
  pink: '#FFC0CB',
  'sandy orange': '#F4A460',
  'tomato red': '#FF6347',
  'dark red': '#8B0000',
  'light pink': '#FFB6C1',
  teal: '#008080',
  'light coral': '#F08080',
} as const;
export type ColourName = keyof typeof GENRE_COLOURS;

/** §9: "semi-transparent": the title shows a little of the cover behind it. */
export const TITLE_OPACITY = 0.8;

export interface GenreStyle {
  font: FontKind;
  fontWeight: 700;
  colourName: ColourName;
  maxTitleChars: number;
}

/** §9: title styling per genre. */
export const GENRE_STYLES: Record<Genre, GenreStyle> = {
  FairyTale: { font: 'serif', fontWeight: 700, colourName: 'lilac', maxTitleChars: 18 },
  Adventure: { font: 'sans', fontWeight: 700, colourName: 'orange', maxTitleChars: 17 },
  Mystery: { font: 'sans', fontWeight: 700, colourName: 'indigo', maxTitleChars: 18 },
  AnimalsNature: { font: 'sans', fontWeight: 700, colourName: 'green', maxTitleChars: 20 },
  Fantasy: { font: 'cursive', fontWeight: 700, colourName: 'purple', maxTitleChars: 20 },
  Bedtime: { font: 'cursive', fontWeight: 700, colourName: 'blue', maxTitleChars: 23 },
  NurseryRhymesPoem: { font: 'cursive', fontWeight: 700, colourName: 'pink', maxTitleChars: 23 },
  Friendship: { font: 'serif', fontWeight: 700, colourName: 'sandy orange', maxTitleChars: 20 },
  FamilyAndLove: { font: 'sans', fontWeight: 700, colourName: 'tomato red', maxTitleChars: 20 },
  CourageAndBravery: { font: 'serif', fontWeight: 700, colourName: 'dark red', maxTitleChars: 16 },
  KindnessAndCompassion: { font: 'sans', fontWeight: 700, colourName: 'light pink', maxTitleChars: 22 },
  Discovery: { font: 'display', fontWeight: 700, colourName: 'teal', maxTitleChars: 20 },
};

/** §5: the colour when the genre is missing or unknown. */
export const DEFAULT_COLOUR_NAME: ColourName = 'light coral';

export interface GenreLookup {
  genre: Genre | null;
  colourName: ColourName;
  /** The colour as a hex CSS colour; drawn at `TITLE_OPACITY`. */
  colour: string;
  /** The colour with its transparency, as one CSS colour (`rgba(...)`). */
  cssColour: string;
  /** A CSS font stack; empty when the genre is unknown. */
  fontFamily: string;
  /** 700; null when the genre is unknown. */
  fontWeight: number | null;
  /** The genre's longest title; null when the genre is unknown. */
  maxTitleChars: number | null;
}

function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff}, ${alpha})`;
}

const UNKNOWN_GENRE: GenreLookup = {
  genre: null,
  colourName: DEFAULT_COLOUR_NAME,
  colour: GENRE_COLOURS[DEFAULT_COLOUR_NAME],
  cssColour: rgba(GENRE_COLOURS[DEFAULT_COLOUR_NAME], TITLE_OPACITY),
  fontFamily: '',
  fontWeight: null,
  maxTitleChars: null,
};

/**
 * §5: whitespace removed, case ignored; an exact match of a genre key first, else the first key (in the spec's
 * order) that contains the input. No input or no match: light coral and an empty font, weight and count.
 */
export function lookupGenre(input: string | null | undefined): GenreLookup {
  const wanted = (input ?? '').replace(/\s+/g, '').toLowerCase();
  if (!wanted) return UNKNOWN_GENRE;
  const genre =
    GENRES.find((key) => key.toLowerCase() === wanted) ??
    GENRES.find((key) => key.toLowerCase().includes(wanted));
  if (!genre) return UNKNOWN_GENRE;
  const style = GENRE_STYLES[genre];
  const colour = GENRE_COLOURS[style.colourName];
  return {
    genre,
    colourName: style.colourName,
    colour,
    cssColour: rgba(colour, TITLE_OPACITY),
    fontFamily: FONT_STACKS[style.font],
    fontWeight: style.fontWeight,
    maxTitleChars: style.maxTitleChars,
  };
}

/**
 * §9: the title picture's measures. Our reading of "44px line step (plus 20 px per line)": consecutive
 * baselines are 44 px apart (the step, 40 px glyphs plus 4 px leading), and the picture is 44 + 20 = 64 px
 * tall per line; the extra 20 px per line is breathing room, split evenly above and below the lines so the
 * title stays centred. One line: 64 px tall, baseline at 44; three lines: 192 px, baselines at 64, 108, 152.
 */
export const TITLE_IMAGE = {
  width: 400,
  fontSizePx: 40,
  lineStepPx: 44,
  extraHeightPerLinePx: 20,
  lineChars: 17,
} as const;

/** Where the baseline sits in a 44 px line for a 40 px font: 2 px of leading above, ascent about 0.8 em. */
const BASELINE_IN_LINE = (TITLE_IMAGE.lineStepPx - TITLE_IMAGE.fontSizePx) / 2 + 0.8 * TITLE_IMAGE.fontSizePx;

/**
 * §5/§9: the title in lines of at most `maxChars` characters ("about 17"), broken between words; a word longer
 * than a line is cut into line-long pieces. Characters are counted as code points, so an emoji is one.
 */
export function splitTitleLines(title: string, maxChars: number = TITLE_IMAGE.lineChars): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  const flush = () => {
    if (line.length > 0) lines.push(line.join(''));
    line = [];
  };
  for (const word of title.split(/\s+/).filter(Boolean)) {
    let chars = Array.from(word);
    if (line.length > 0 && line.length + 1 + chars.length <= maxChars) {
      line.push(' ', ...chars);
      continue;
    }
    flush();
    while (chars.length > maxChars) {
      lines.push(chars.slice(0, maxChars).join(''));
      chars = chars.slice(maxChars);
    }
    line = chars;
  }
  flush();
  return lines;
}

/**
 * §9: the title as an SVG 400 px wide, 40 px bold text centred, in the genre's font and semi-transparent
 * colour. An unknown genre keeps the spec's empty font and weight: the attributes are left out, so the
 * renderer's defaults apply, in light coral.
 */
export function titleSvg(rawTitle: string, genre?: string | null): string {
  // Characters XML cannot hold are dropped before the lines are counted, so they take no room.
  const title = xmlChars(rawTitle);
  const style = lookupGenre(genre);
  const lines = splitTitleLines(title);
  const count = Math.max(1, lines.length);
  const { width, lineStepPx, extraHeightPerLinePx, fontSizePx } = TITLE_IMAGE;
  const height = count * (lineStepPx + extraHeightPerLinePx);
  const top = (count * extraHeightPerLinePx) / 2;
  const font = [
    `font-size="${fontSizePx}px"`,
    style.fontFamily ? `font-family="${escapeXml(style.fontFamily)}"` : '',
    style.fontWeight === null ? '' : `font-weight="${style.fontWeight}"`,
    `fill="${style.colour}"`,
    `fill-opacity="${TITLE_OPACITY}"`,
  ]
    .filter(Boolean)
    .join(' ');
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${top + index * lineStepPx + BASELINE_IN_LINE}" text-anchor="middle" ${font}>` +
        `${escapeXml(line)}</text>`,
    )
    .join('');
  const label = escapeXml(title.replace(/\s+/g, ' ').trim());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}"><title>${label}</title>${text}</svg>`
  );
}
