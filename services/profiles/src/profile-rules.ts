/**
 * The rules a child profile must meet before it is stored (spec §5 "Profile form"), the same for the form
 * and the AI chat. Pure: it returns the problems, the caller decides how to answer.
 */
import type { ProfileData__Output } from '@storybook-app/proto';
import {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_IMAGE_MAX_BYTES,
} from './profile-options';

type PersonalInformation = NonNullable<ProfileData__Output['personal_information']>;

const REQUIRED_SELECTS: Array<[keyof PersonalInformation, readonly string[]]> = [
  ['gender', GENDER_OPTIONS],
  ['language', LANGUAGE_OPTIONS],
  ['ethnicity', ETHNICITY_OPTIONS],
];

/** `YYYY-MM-DD` naming a real calendar day, not in the future. */
export function isValidBirthdate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() <= today.getTime() && Number(match[1]) >= 1900;
}

/** What is missing or wrong in a profile, as field paths with a reason; empty when it may be stored. */
export function profileProblems(data: ProfileData__Output | null, today: Date = new Date()): string[] {
  const info = data?.personal_information;
  const problems: string[] = [];
  if (!info?.first_name.trim()) problems.push('personal_information.first_name is required');
  for (const [field, options] of REQUIRED_SELECTS) {
    const value = info?.[field] ?? '';
    if (!value) problems.push(`personal_information.${field} is required`);
    else if (!options.includes(value)) {
      problems.push(`personal_information.${field} must be one of: ${options.join(', ')}`);
    }
  }
  if (info?.birthdate && !isValidBirthdate(info.birthdate, today)) {
    problems.push('personal_information.birthdate must be a date (YYYY-MM-DD) in the past');
  }
  if (info?.age && !/^\d{1,2}$/.test(info.age.trim())) {
    problems.push('personal_information.age must be a number of years');
  }
  return problems;
}

const IMAGE_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * A profile picture is a base64 data URL of a PNG, JPEG, GIF or WebP of at most 2 MB whose bytes are what
 * the URL claims (so a script or an SVG cannot pass as a picture). Returns the problem, or null.
 */
export function profileImageProblem(dataUrl: string): string | null {
  if (!dataUrl) return null;
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const signature = match && IMAGE_SIGNATURES[match[1]];
  if (!match || !signature) return 'profile_image must be a PNG, JPEG, GIF or WebP picture (base64 data URL)';
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) return 'profile_image must be at most 2 MB';
  if (!signature(bytes)) return 'profile_image is not the picture its type says';
  return null;
}

/** Every group of schema 1.1 present (gRPC leaves an unset group null), so readers never meet a hole. */
export function withEveryGroup(data: ProfileData__Output): ProfileData__Output {
  return {
    personal_information: data.personal_information ?? {
      first_name: '',
      nickname: '',
      age: '',
      birthdate: '',
      gender: '',
      language: '',
      ethnicity: '',
      hair_color: '',
      eye_color: '',
    },
    storybook_settings: data.storybook_settings ?? {
      genre_preferences: [],
      themes_of_interest: [],
      character_types: [],
      settings: [],
    },
    interests: data.interests ?? {
      favorite_colors: [],
      hobbies: [],
      favorite_animals: [],
      favorite_books: [],
      favorite_foods: [],
      fears: [],
    },
    personal_traits: data.personal_traits ?? { personality: [], strengths: [], challenges: [] },
    education: data.education ?? { grade: '', favorite_subjects: [], least_favorite_subjects: [] },
    family: data.family ?? { parents: [], siblings: [], pets: [] },
    friends: data.friends,
  };
}

/** A profile with every group and nothing filled in. */
export const emptyProfileData = (): ProfileData__Output =>
  withEveryGroup({
    personal_information: null,
    storybook_settings: null,
    interests: null,
    personal_traits: null,
    education: null,
    family: null,
    friends: [],
  });

/** Every word of a profile, one value per line, for the safety layers. */
export function profileWords(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (Array.isArray(data)) return data.map(profileWords).filter(Boolean).join('\n');
  if (data && typeof data === 'object')
    return Object.values(data).map(profileWords).filter(Boolean).join('\n');
  return '';
}
