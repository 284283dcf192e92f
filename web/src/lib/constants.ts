/**
 * Business constants and option lists of the spec (`storybook-spec.md` §3, §5, §9), as written there.
 * Timings are in milliseconds.
 */

/** §9: timings. */
export const HEADER_AUTO_HIDE_MS = 5000;
export const LANDING_SHELF_ADVANCE_MS = 5000;
export const PIN_MESSAGE_MS = 5000;
export const INSTALL_PROMPT_DISMISS_MS = 30000;
export const CHECKOUT_REDIRECT_MS = 3000;
/** §8: script chunk loads time out after 120 seconds and then fail with a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** §4, §9: the generation PIN. */
export const PIN_LENGTH = 4;
export const PIN_ATTEMPTS = 3;
export const PIN_LOCKOUT_MS = 300000;

/** §3, §9: bookshelf and viewers. */
export const SHELF_MAX_BOOKS = 50;
export const SHELF_NUM_VISIBLE = 50;
export const SHELF_TILT_DEG = 75;
export const SHELF_ACTIVE_RAISE_PX = 140;
export const SWIPE_THRESHOLD_PX = 10;
export const ZOOM_MIN_SCALE = 1;
export const ZOOM_MAX_SCALE = 8;
export const PAGINATION_PAGES_DISPLAYED = 2;
export const PAGINATION_MARGIN_PAGES = 3;
/** §2: keyboard navigation of the shelf (left and right arrow key codes). */
export const KEY_LEFT = 37;
export const KEY_RIGHT = 39;

/** §9: schema versions and the footer. */
export const PROFILE_SCHEMA_VERSION = '1.1';
export const BOOK_SCHEMA_VERSION = 1;
export const COPYRIGHT_YEAR = 2024;

/** §6: the account type that may choose illustrator and author model. */
export const ADMIN_ACCOUNT_TYPE = 'admin';
/** §3: account type of an account without a plan. */
export const FREE_ACCOUNT_TYPE = 'Free';
/** §3: credits of a new account. */
export const INITIAL_CREDITS = 0;

/** §9: illustrators, each $0.04 per image. */
export const ILLUSTRATORS = [
  { id: 'DallE3', pricePerImageUsd: 0.04 },
  { id: 'StableDiffusion', pricePerImageUsd: 0.04 },
  { id: 'Flux', pricePerImageUsd: 0.04 },
] as const;
export type Illustrator = (typeof ILLUSTRATORS)[number]['id'];

/** §9: author models, USD per million tokens. */
export const AUTHOR_MODELS = [
  { id: 'gpt-4o', inputPerMillionUsd: 2.5, outputPerMillionUsd: 10 },
  { id: 'gpt-4o-mini', inputPerMillionUsd: 0.15, outputPerMillionUsd: 0.6 },
  { id: 'claude-3-5-sonnet-latest', inputPerMillionUsd: 3, outputPerMillionUsd: 15 },
  { id: 'claude-3-haiku-20240307', inputPerMillionUsd: 0.25, outputPerMillionUsd: 1.25 },
] as const;
export type AuthorModel = (typeof AUTHOR_MODELS)[number]['id'];

/** §4, §9: what non-admins always get. */
export const DEFAULT_ILLUSTRATOR: Illustrator = 'Flux';
export const DEFAULT_AUTHOR_MODEL: AuthorModel = 'gpt-4o-mini';

/**
 * §9: plans. `checkoutType` is what POST /api/cart/checkout expects; `key` is the plan's stable name for the
 * billing service, which holds the payment provider's price ids.
 */
export const PLANS = [
  {
    key: 'single-adventure',
    name: 'Single Adventure',
    priceUsd: 2.99,
    period: 'one-off',
    description: '1 AI adventure',
    checkoutType: 'token',
  },
  {
    key: 'weekly',
    name: 'Weekly',
    priceUsd: 9.99,
    period: 'month',
    description: '1 new book every week',
    checkoutType: 'subscription',
  },
  {
    key: 'all-week',
    name: 'All-week',
    priceUsd: 19.99,
    period: 'month',
    description: '7 books plus 2 free weekend extras',
    checkoutType: 'subscription',
  },
  {
    key: 'everyday-adventurer',
    name: 'Everyday Adventurer',
    priceUsd: 59.99,
    period: 'month',
    description: 'a new story every day',
    checkoutType: 'subscription',
  },
] as const;
export type Plan = (typeof PLANS)[number];

/** §5, §9: the cover's title image. */
export const TITLE_IMAGE = {
  svgWidth: 400,
  fontSizePx: 40,
  lineStepPx: 44,
  extraHeightPerLinePx: 20,
  lineSplitChars: 17,
} as const;

/** §3: genres, in the spec's order. */
export const GENRES = [
  'FairyTale',
  'Adventure',
  'Mystery',
  'AnimalsNature',
  'Fantasy',
  'Bedtime',
  'NurseryRhymesPoem',
  'Friendship',
  'FamilyAndLove',
  'CourageAndBravery',
  'KindnessAndCompassion',
  'Discovery',
] as const;
export type Genre = (typeof GENRES)[number];

/** §3: themes (free text, each mapped to an icon). */
export const THEMES = [
  'Friendship',
  'FamilyAndLove',
  'CourageAndBravery',
  'KindnessAndCompassion',
  'AdventureAndExploration',
  'Discovery',
  'NatureAndEnvironment',
  'IdentityAndSelfExpression',
  'LearningAndCuriosity',
  'SharingAndCooperation',
  'OvercomingChallenges',
  'EmotionsOrFeelings',
  'HonestyAndIntegrity',
  'MagicAndWonder',
] as const;
export type Theme = (typeof THEMES)[number];

export interface GenreStyle {
  fontFamily: string;
  fontWeight: number;
  /** the spec's colour name; the title is drawn in it semi-transparently */
  colour: string;
  maxTitleChars: number;
}

/** §9: title styling per genre (font family, weight 700 for all, semi-transparent colour, max title characters). */
export const GENRE_STYLES: Record<Genre, GenreStyle> = {
  FairyTale: { fontFamily: 'serif', fontWeight: 700, colour: 'lilac', maxTitleChars: 18 },
  Adventure: { fontFamily: 'sans', fontWeight: 700, colour: 'orange', maxTitleChars: 17 },
  Mystery: { fontFamily: 'sans', fontWeight: 700, colour: 'indigo', maxTitleChars: 18 },
  AnimalsNature: { fontFamily: 'sans', fontWeight: 700, colour: 'green', maxTitleChars: 20 },
  Fantasy: { fontFamily: 'cursive', fontWeight: 700, colour: 'purple', maxTitleChars: 20 },
  Bedtime: { fontFamily: 'cursive', fontWeight: 700, colour: 'blue', maxTitleChars: 23 },
  NurseryRhymesPoem: { fontFamily: 'cursive', fontWeight: 700, colour: 'pink', maxTitleChars: 23 },
  Friendship: { fontFamily: 'serif', fontWeight: 700, colour: 'sandy orange', maxTitleChars: 20 },
  FamilyAndLove: { fontFamily: 'sans', fontWeight: 700, colour: 'tomato red', maxTitleChars: 20 },
  CourageAndBravery: { fontFamily: 'serif', fontWeight: 700, colour: 'dark red', maxTitleChars: 16 },
  KindnessAndCompassion: { fontFamily: 'sans', fontWeight: 700, colour: 'light pink', maxTitleChars: 22 },
  Discovery: { fontFamily: 'display', fontWeight: 700, colour: 'teal', maxTitleChars: 20 },
};

/** §5: the colour when a genre is missing or unknown. */
export const DEFAULT_GENRE_COLOUR = 'light coral';

/** §5: profile form options. */
export const GENDER_OPTIONS = ['Boy', 'Girl', 'Other', 'Prefer not to say'] as const;
export const LANGUAGE_OPTIONS = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Mandarin',
  'Japanese',
  'Korean',
  'Russian',
  'Arabic',
  'Hindi',
  'Portuguese',
  'Vietnamese',
  'Other',
] as const;
export type LanguageOption = (typeof LANGUAGE_OPTIONS)[number];
export const ETHNICITY_OPTIONS = [
  'White',
  'Black',
  'Indian',
  'Asian',
  'Pacific Islander',
  'Hispanic or Latino',
  'Other',
] as const;
