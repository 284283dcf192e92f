import type { ChildProfileData, CreateProfileRequest, FamilyMember, Friend, Pet } from '../../api/types';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { emptyProfileData } from './empty-profile';

/**
 * The gateway's bounds for a profile (it refuses more): entries per family group and friends, items per
 * list and characters per list item. The minimums are the spec's slots (§3: two parents, one sibling, one pet).
 */
export const FAMILY_ENTRIES = {
  parents: { min: 2, max: 4 },
  siblings: { min: 1, max: 10 },
  pets: { min: 1, max: 10 },
} as const;
export const FRIENDS_MAX = 20;
export const LIST_MAX_ITEMS = 50;
export const LIST_ITEM_MAX_CHARS = 200;

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** Non-blank, distinct items. */
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.map(text).filter(Boolean))] : [];

/** The template's fields, taken from `source`: text fields as trimmed text, list fields as distinct non-blank items. */
function pick<T extends object>(template: T, source: unknown): T {
  const from = record(source);
  return Object.fromEntries(
    Object.entries(template).map(([key, blank]) => [
      key,
      Array.isArray(blank) ? texts(from[key]) : text(from[key]),
    ]),
  ) as T;
}

const blankRelative = (): FamilyMember => ({ relationship: '', name: '', nickname: '' });
export const blankPet = (): Pet => ({ type: '', name: '', breed: '' });
export const blankFriend = (): Friend => ({ name: '', age: '', interests: [] });
export const blankFamilyEntry = { parents: blankRelative, siblings: blankRelative, pets: blankPet };

function entries<T extends object>(source: unknown, blank: () => T, min = 0): T[] {
  const list = Array.isArray(source) ? source.map((entry) => pick(blank(), entry)) : [];
  while (list.length < min) list.push(blank());
  return list;
}

/**
 * Exactly the fields of schema 1.1 (§3), whatever `source` holds: the gateway refuses unknown fields, and a
 * profile from the server or the AI chat may lack a group. Text is trimmed, blank list items and blank friends
 * are dropped, and the family has at least its spec slots.
 */
export function normalizeProfileData(source: unknown): ChildProfileData {
  const from = record(source);
  const template = emptyProfileData();
  const family = record(from.family);
  return {
    personal_information: pick(template.personal_information, from.personal_information),
    storybook_settings: pick(template.storybook_settings, from.storybook_settings),
    interests: pick(template.interests, from.interests),
    personal_traits: pick(template.personal_traits, from.personal_traits),
    education: pick(template.education, from.education),
    family: {
      parents: entries(family.parents, blankRelative, FAMILY_ENTRIES.parents.min),
      siblings: entries(family.siblings, blankRelative, FAMILY_ENTRIES.siblings.min),
      pets: entries(family.pets, blankPet, FAMILY_ENTRIES.pets.min),
    },
    friends: entries(from.friends, blankFriend).filter(
      (friend) => friend.name || friend.age || friend.interests.length > 0,
    ),
  };
}

export type CheckedField = 'first_name' | 'gender' | 'language' | 'ethnicity' | 'age' | 'birthdate';
export type ProfileErrors = Partial<Record<CheckedField, string>>;

/** In the order the form shows them, so the first one can take the focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = [
  'first_name',
  'age',
  'birthdate',
  'gender',
  'language',
  'ethnicity',
];

const REQUIRED_SELECTS = [
  ['gender', GENDER_OPTIONS],
  ['language', LANGUAGE_OPTIONS],
  ['ethnicity', ETHNICITY_OPTIONS],
] as const;

/** Today as YYYY-MM-DD in the user's time zone (what a date input shows). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isPastDate(value: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= today(now);
}

/**
 * §5 and the server's rules, checked before sending: first name, gender, language and ethnicity required
 * (the selects one of the spec's options), age a number of years and birthdate a past date when given.
 */
export function profileErrors(data: ChildProfileData, now: Date = new Date()): ProfileErrors {
  const info = data.personal_information;
  const errors: ProfileErrors = {};
  if (!info.first_name.trim()) errors.first_name = ui.fieldRequired(ui.profileFields.first_name);
  if (info.age.trim() && !/^\d{1,2}$/.test(info.age.trim())) errors.age = ui.ageFormat;
  if (info.birthdate && !isPastDate(info.birthdate, now)) errors.birthdate = ui.birthdateInPast;
  for (const [field, options] of REQUIRED_SELECTS) {
    if (!(options as readonly string[]).includes(info[field])) {
      errors[field] = ui.fieldRequired(ui.profileFields[field]);
    }
  }
  return errors;
}

/** A profile's data as create-profile takes it: its selects narrowed to the gateway's options. */
export type SavedProfileData = CreateProfileRequest['profileInfo']['profile_data'];

const isOption = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/**
 * The profile as create-profile takes it (normalised), or null while a select holds none of its options
 * (`profileErrors` names which): the gateway would refuse it.
 */
export function savedProfileData(data: ChildProfileData): SavedProfileData | null {
  const normalized = normalizeProfileData(data);
  const info = normalized.personal_information;
  const { gender, language, ethnicity } = info;
  if (
    !isOption(GENDER_OPTIONS, gender) ||
    !isOption(LANGUAGE_OPTIONS, language) ||
    !isOption(ETHNICITY_OPTIONS, ethnicity)
  )
    return null;
  return { ...normalized, personal_information: { ...info, gender, language, ethnicity } };
}
