/**
 * The offline interviewer's questions, in the order they are asked, each with how its answer fills the
 * profile. `read` says what the answer gave: this question's value, later questions' values said in the
 * same sentence ("Maya, 7" also answers the age, which is then not asked), or why it is asked again.
 */
import type { ProfileData__Output } from '@storybook-app/proto';
import { ETHNICITY_OPTIONS, LANGUAGE_OPTIONS } from '../profile-options';
import { parseAge, parseEthnicity, parseGender, parseLanguage, parseShortText } from './answer-parsers';
import {
  findNameAndAge,
  fold,
  meansNothing,
  meansYes,
  readCompanion,
  splitList,
  wordsOf,
} from './understand-answer';

type Profile = ProfileData__Output;
type Info = NonNullable<Profile['personal_information']>;
type Interests = NonNullable<Profile['interests']>;
type Family = NonNullable<Profile['family']>;

/** What one answer gave. */
export interface Reading {
  profile: Profile;
  /** The questions it answered: this one, and later ones said in the same sentence. */
  answered: string[];
  /** What was understood, said back before the next question ("Maya, 7"); empty when it was the answer as typed. */
  understood: string;
  /** When this question's answer could not be used: what is said before it is asked again. */
  retry?: string;
}

export interface Question {
  key: string;
  ask(name: string): string;
  /** Said before the question when an answer could not be used. */
  hint?: string;
  read(profile: Profile, answer: string): Reading;
}

export const DID_NOT_GET_IT = "Sorry, I didn't quite get that.";
export const notAName = (word: string): string => `Sorry, "${word}" doesn't look like a name to me.`;

const comparable = (text: string): string => wordsOf(text).map(fold).join(' ');
/** Said back: the values, unless the parent typed exactly them (and nothing else was understood). */
const sayBack = (answer: string, values: string[], more: boolean): string =>
  values.length === 0 || (!more && comparable(answer) === comparable(values.join(' ')))
    ? ''
    : values.join(', ');
const answered = (key: string, profile: Profile, answer: string, values: string[], also: string[] = []) => ({
  profile,
  answered: [key, ...also],
  understood: sayBack(answer, values, also.length > 0),
});
const refused = (profile: Profile, retry = DID_NOT_GET_IT): Reading => ({
  profile,
  answered: [],
  understood: '',
  retry,
});
/** The word to quote when a name is refused: the answer's last word ("yes", "a dog called no"). */
const offending = (text: string): string => wordsOf(text).at(-1) ?? text.trim();

const withInfo = (profile: Profile, patch: Partial<Info>): Profile => ({
  ...profile,
  personal_information: { ...profile.personal_information!, ...patch },
});
const infoField =
  (field: keyof Info, parse: (answer: string) => string | null) =>
  (profile: Profile, answer: string): Reading => {
    const value = parse(answer);
    return value === null
      ? refused(profile)
      : answered(field, withInfo(profile, { [field]: value }), answer, [value]);
  };

/** The first answer: a name, and the age too when the sentence gives it ("Se llama Lucía y tiene seis años"). */
function readFirstName(profile: Profile, answer: string): Reading {
  const { name, age } = findNameAndAge(answer);
  const withAge = age === null ? profile : withInfo(profile, { age: String(age) });
  const alsoAge = age === null ? [] : ['age'];
  if (name === null) {
    // "She's seven": the age is kept, the name asked again.
    if (age !== null) {
      const retry = refused(withAge, "Sorry, I didn't quite get the name.");
      return { ...retry, answered: alsoAge, understood: String(age) };
    }
    const words = wordsOf(answer);
    return refused(profile, words.length === 1 ? notAName(words[0]!) : DID_NOT_GET_IT);
  }
  const values = age === null ? [name] : [name, String(age)];
  return answered('first_name', withInfo(withAge, { first_name: name }), answer, values, alsoAge);
}

const interestList =
  (field: keyof Interests) =>
  (profile: Profile, answer: string): Reading => {
    const items = splitList(answer);
    if (items.length === 0 && !meansNothing(answer)) return refused(profile);
    return answered(
      field,
      { ...profile, interests: { ...profile.interests!, [field]: items } },
      answer,
      items,
    );
  };

/**
 * Pets and siblings: "a dog called Biscuit", "un hermano que se llama Tom", "none". A "yes" alone asks for
 * more; a name that is not a name ("a dog called yes") is asked again, never saved.
 */
const companions =
  <Entry>(field: 'pets' | 'siblings', entry: (kind: string, name: string) => Entry) =>
  (profile: Profile, answer: string): Reading => {
    const withList = (list: Entry[]): Profile => ({
      ...profile,
      family: { ...profile.family!, [field]: list } as Family,
    });
    if (meansNothing(answer)) return answered(field, withList([]), answer, []);
    const items = splitList(answer);
    if (items.length === 0) return refused(profile, meansYes(answer) ? 'Lovely!' : DID_NOT_GET_IT);
    const read = items.map(readCompanion);
    const bad = items.find((_, i) => read[i] === null || read[i]!.name === null);
    if (bad !== undefined) return refused(profile, notAName(offending(bad)));
    const found = read.map((c) => ({ kind: c!.kind, name: c!.name! }));
    const said = found.map(({ kind, name }) => (kind && name ? `${name} (${kind})` : name || kind));
    return answered(field, withList(found.map(({ kind, name }) => entry(kind, name))), answer, said);
  };

/** Friends: first names ("Zoe and Sam", "Sofía y Mateo"), or none; "yes" is not a friend. */
function readFriends(profile: Profile, answer: string): Reading {
  const withFriends = (names: string[]): Profile => ({
    ...profile,
    friends: names.map((name) => ({ name, age: '', interests: [] })),
  });
  if (meansNothing(answer)) return answered('friends', withFriends([]), answer, []);
  const items = splitList(answer);
  if (items.length === 0) return refused(profile, notAName(answer.trim().replace(/[.!?]+$/, '')));
  const names = items.map((item) => findNameAndAge(item).name);
  const bad = items.find((_, i) => names[i] === null);
  if (bad !== undefined) return refused(profile, notAName(bad));
  return answered('friends', withFriends(names as string[]), answer, names as string[]);
}

export const OFFLINE_QUESTIONS: Question[] = [
  {
    key: 'first_name',
    ask: () => "Hello! Let's make a profile for your child's stories. What is your child's first name?",
    hint: "Just the first name is fine, like 'Maya'.",
    read: readFirstName,
  },
  {
    key: 'age',
    ask: (name) => `How old is ${name}?`,
    hint: "A number is perfect, like '6'.",
    read: infoField('age', parseAge),
  },
  {
    key: 'gender',
    ask: (name) => `Is ${name} a boy or a girl? You can also say other, or that you prefer not to say.`,
    hint: 'Please answer boy, girl, other, or prefer not to say.',
    read: infoField('gender', parseGender),
  },
  {
    key: 'language',
    ask: (name) => `Which language should ${name}'s stories be written in?`,
    hint: `The languages I can write in are: ${LANGUAGE_OPTIONS.join(', ')}.`,
    read: infoField('language', parseLanguage),
  },
  {
    key: 'ethnicity',
    ask: (name) =>
      `So that the pictures look like ${name}, how would you describe ${name}'s ethnicity? ` +
      `The choices are: ${ETHNICITY_OPTIONS.join(', ')}.`,
    hint: `Please pick one of: ${ETHNICITY_OPTIONS.join(', ')}.`,
    read: infoField('ethnicity', parseEthnicity),
  },
  {
    key: 'hair_color',
    ask: (name) => `What colour is ${name}'s hair?`,
    read: infoField('hair_color', parseShortText),
  },
  {
    key: 'eye_color',
    ask: (name) => `And what colour are ${name}'s eyes?`,
    read: infoField('eye_color', parseShortText),
  },
  {
    key: 'favorite_animals',
    ask: (name) => `What are ${name}'s favourite animals?`,
    read: interestList('favorite_animals'),
  },
  {
    key: 'hobbies',
    ask: (name) => `What does ${name} love to do?`,
    read: interestList('hobbies'),
  },
  {
    key: 'favorite_colors',
    ask: (name) => `What are ${name}'s favourite colours?`,
    read: interestList('favorite_colors'),
  },
  {
    key: 'fears',
    ask: (name) =>
      `Is there anything ${name} is afraid of? I will make sure no story ever uses it to frighten ${name}.`,
    read: interestList('fears'),
  },
  {
    key: 'pets',
    ask: (name) =>
      `Does ${name} have any pets? Tell me what they are and their names, like 'a dog called Biscuit'.`,
    read: companions('pets', (kind, name) => ({ type: kind, name, breed: '' })),
  },
  {
    key: 'siblings',
    ask: (name) => `Does ${name} have brothers or sisters? For example 'a brother called Tom'.`,
    read: companions('siblings', (kind, name) => ({ relationship: kind, name, nickname: '' })),
  },
  {
    key: 'friends',
    ask: (name) => `Who are ${name}'s best friends?`,
    hint: "Please tell me their first names, like 'Zoe and Sam', or say 'none'.",
    read: readFriends,
  },
];

export const closingLine = (name: string): string =>
  `Thank you! ${name}'s profile is complete, and I have saved it. Time for a story!`;
