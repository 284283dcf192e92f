/**
 * Spec §5: the options of the profile form's required selects (kit's spec constants, the one server-side
 * copy), enforced on the server as well, and the picture bound.
 */
export {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_SCHEMA_VERSION,
} from '@storybook-app/kit';

/** A profile picture is at most 2 MB of image (about 2.7 MB as base64 in a data URL). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
