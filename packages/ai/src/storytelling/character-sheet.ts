/**
 * The character sheet: how the child and the companions the profile lists look, in short English sentences
 * that go with every picture of a book (the cover and each page), so every illustrator draws the same child.
 * Providers read it as part of the prompt; the offline illustrator reads its words (name first, "a girl of
 * 6", "<colour> hair", "<colour> eyes", "<word> skin", "Favourite colour:", "Pet: <name>, a <kind>",
 * "Siblings:" and "Friends:" followed by names).
 *
 * Only what the profile says: schema 1.1 has no field for skin, and ethnicity does not say a skin tone, so a
 * skin word appears only when the parent wrote one into the appearance fields ("black, brown skin").
 */
import { readIdea } from './offline/idea';
import { castLook } from './offline/idea/cast-look';
import { profileLanguage } from './story-language';
import { childAge } from './reading-level';
import type { StoryProfile } from './storyteller';

/** Enough for a name or a colour; a longer value is someone pasting text into a field. */
const VALUE_MAX = 40;
const FRIENDS_MAX = 4;
const PETS_MAX = 3;
const SIBLINGS_MAX = 4;
const CAST_MAX = 4;

/** One value as a phrase: no sentence breaks (they would cut the sheet's sentences), bounded. */
function phrase(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[.;!?\n\r()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, VALUE_MAX)
    .trim();
}

const SKIN_WORDS = /\b(skin|skinned|complexion|piel|tez|peau|teint|haut)\b/i;

/** A free-text appearance field split into its own part and any skin phrase the parent put there. */
function appearance(value: string | null | undefined): { own: string; skin: string[] } {
  const parts = (value ?? '').split(/[,;/]/).map(phrase).filter(Boolean);
  return {
    own: parts.filter((part) => !SKIN_WORDS.test(part)).join(' '),
    skin: parts.filter((part) => SKIN_WORDS.test(part)),
  };
}

const withNoun = (words: string, noun: RegExp, name: string): string =>
  !words ? '' : noun.test(words) ? words : `${words} ${name}`;

const names = (people: Array<{ name?: string | null }> | null | undefined, max: number): string[] =>
  (people ?? [])
    .map((person) => phrase(person.name))
    .filter(Boolean)
    .slice(0, max);

/**
 * The sheet of a book: the child and the profile's companions, then each character the idea names
 * (`Character: brown firefighter puppy (dog).`), the same words the offline storyteller's scenes use, so
 * every picture draws them alike.
 */
export function characterSheet(profile: StoryProfile, idea = '', today: Date = new Date()): string {
  const info = profile.personal_information;
  const name = phrase(info?.first_name) || 'The child';
  const gender = info?.gender?.trim().toLowerCase();
  const who = gender === 'girl' ? 'girl' : gender === 'boy' ? 'boy' : 'child';
  const hair = appearance(info?.hair_color);
  const eyes = appearance(info?.eye_color);
  const looks = [
    withNoun(hair.own, /\b(hair|pelo|cabello|cheveux|haare?)\b/i, 'hair'),
    withNoun(eyes.own, /\b(eyes?|ojos|yeux|augen)\b/i, 'eyes'),
    ...[...hair.skin, ...eyes.skin].map((skin) => withNoun(skin, SKIN_WORDS, 'skin')),
  ].filter(Boolean);
  const sentences = [
    `${name}, a ${who} of ${childAge(profile, today)}${looks.length ? ` with ${joinAnd(looks)}` : ''}`,
  ];

  const colour = phrase(profile.interests?.favorite_colors?.[0]);
  if (colour) sentences.push(`Favourite colour: ${colour}`);
  for (const pet of (profile.family?.pets ?? []).slice(0, PETS_MAX)) {
    const kind = phrase(pet.type);
    const petName = phrase(pet.name);
    const breed = phrase(pet.breed);
    if (!kind && !petName) continue;
    const described = [kind ? `a ${kind}` : 'a pet', breed ? `(${breed})` : ''].filter(Boolean).join(' ');
    sentences.push(`Pet: ${petName ? `${petName}, ${described}` : described}`);
  }
  const siblings = (profile.family?.siblings ?? [])
    .map((sibling) => ({ name: phrase(sibling.name), relationship: phrase(sibling.relationship) }))
    .filter((sibling) => sibling.name)
    .slice(0, SIBLINGS_MAX)
    .map((sibling) => (sibling.relationship ? `${sibling.name} (${sibling.relationship})` : sibling.name));
  if (siblings.length) sentences.push(`Siblings: ${siblings.join(', ')}`);
  const friends = names(profile.friends, FRIENDS_MAX);
  if (friends.length) sentences.push(`Friends: ${friends.join(', ')}`);
  if (colour) sentences.push(`Clothes: a ${colour} top`);
  if (idea.trim()) {
    const reading = readIdea(idea, profileLanguage(profile), [name, phrase(info?.nickname)]);
    for (const part of reading.cast.slice(0, CAST_MAX)) sentences.push(`Character: ${castLook(part)}`);
  }
  return `${sentences.join('. ')}.`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
