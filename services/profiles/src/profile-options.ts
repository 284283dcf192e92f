/** Spec §5: the options of the profile form's required selects, enforced on the server as well. */
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

/** Spec §3: the child profile schema version. */
export const PROFILE_SCHEMA_VERSION = '1.1';

/** A profile picture is at most 2 MB of image (about 2.7 MB as base64 in a data URL). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
