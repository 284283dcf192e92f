/**
 * The product spec's fixed lists that more than one service needs, in one place on the server side (the web
 * keeps its own in web/src/lib/constants.ts). Copied from storybook-spec.md §3 and §5 as written.
 */

/** §3: the genres, in the spec's order (the order the genre lookup of §5 tries them in). */
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

/** §3: the themes a summary may name, each shown as an icon. */
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

/** §5: the options of the profile form's required selects. */
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
export const ETHNICITY_OPTIONS = [
  'White',
  'Black',
  'Indian',
  'Asian',
  'Pacific Islander',
  'Hispanic or Latino',
  'Other',
] as const;

/** §9: the child profile schema version. */
export const PROFILE_SCHEMA_VERSION = '1.1';

/**
 * The pictures' art styles a parent picks at the summary step (issue 25; beyond the spec). Here so the
 * gateway validates them; their art direction and drawing live in packages/ai.
 */
export const ART_STYLES = ['picture-book', 'watercolour', 'crayon', 'paper-cut', 'ink'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];
