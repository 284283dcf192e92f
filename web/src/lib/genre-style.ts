import { DEFAULT_GENRE_COLOUR, GENRES, GENRE_STYLES, type Genre } from './constants';

export interface GenreLookup {
  genre: Genre | null;
  colour: string;
  /** empty when the genre is unknown */
  fontFamily: string;
  fontWeight: number | null;
  maxTitleChars: number | null;
}

const unknownGenre: GenreLookup = {
  genre: null,
  colour: DEFAULT_GENRE_COLOUR,
  fontFamily: '',
  fontWeight: null,
  maxTitleChars: null,
};

/**
 * §5: removes whitespace and matches case-insensitively, exactly or as a substring of a genre key; no input or
 * no match gives the default colour and an empty font, weight and character count.
 */
export function lookupGenreStyle(input: string | null | undefined): GenreLookup {
  const wanted = (input ?? '').replace(/\s+/g, '').toLowerCase();
  if (!wanted) return unknownGenre;
  const genre =
    GENRES.find((key) => key.toLowerCase() === wanted) ??
    GENRES.find((key) => key.toLowerCase().includes(wanted));
  if (!genre) return unknownGenre;
  return { genre, ...GENRE_STYLES[genre] };
}
