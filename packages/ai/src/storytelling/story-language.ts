/**
 * The language a story is written in (spec §5 profile languages) and the child facts every storyteller
 * needs from a profile, read leniently: any field may be missing.
 */
import { LANGUAGE_OPTIONS } from '@storybook-app/kit';
import type { StoryProfile } from './storyteller';

/** The spec's profile languages; 'Other' (or nothing) means the storyteller picks (English offline). */
export const PROFILE_LANGUAGES = LANGUAGE_OPTIONS;

/** The profile's language as one of the spec's names, matched case-insensitively; 'Other' when unknown. */
export function profileLanguage(profile: StoryProfile): string {
  const stated = profile.personal_information?.language?.trim().toLowerCase() ?? '';
  return PROFILE_LANGUAGES.find((language) => language.toLowerCase() === stated) ?? 'Other';
}

export const childName = (profile: StoryProfile): string =>
  profile.personal_information?.first_name?.trim() || 'the child';

/** What the child looks like, in English, for illustrators: repeated in every scene. */
export function childLook(profile: StoryProfile, age: number): string {
  const info = profile.personal_information;
  const name = info?.first_name?.trim() || 'the child';
  const gender = info?.gender?.trim().toLowerCase();
  const who = gender === 'girl' ? 'girl' : gender === 'boy' ? 'boy' : 'child';
  const features = [
    info?.hair_color?.trim() ? `${info.hair_color.trim()} hair` : '',
    info?.eye_color?.trim() ? `${info.eye_color.trim()} eyes` : '',
  ].filter(Boolean);
  return `${name}, a ${age}-year-old ${who}${features.length ? ` with ${features.join(' and ')}` : ''}`;
}

/** The profile without empty values: what a model is given, as JSON (fewer tokens, nothing invented). */
export function compactProfile(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(compactProfile).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compactProfile(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (typeof value === 'string') return value.trim() ? value.trim() : undefined;
  return value ?? undefined;
}
