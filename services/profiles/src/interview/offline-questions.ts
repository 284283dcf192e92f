/**
 * The offline interviewer's questions, in the order they are asked, each with how its answer fills the
 * profile. `apply` returns null when the answer cannot be read, and the question is asked again.
 */
import type { ProfileData__Output } from '@storybook-app/proto';
import { ETHNICITY_OPTIONS, LANGUAGE_OPTIONS } from '../profile-options';
import {
  isNothing,
  parseAge,
  parseEthnicity,
  parseGender,
  parseLanguage,
  parseList,
  parseName,
  parseNamed,
  parseShortText,
} from './answer-parsers';

type Profile = ProfileData__Output;
type Info = NonNullable<Profile['personal_information']>;
type Interests = NonNullable<Profile['interests']>;

export interface Question {
  key: string;
  ask(name: string): string;
  /** Said before the question when an answer could not be used. */
  hint?: string;
  apply(profile: Profile, answer: string): Profile | null;
}

const withInfo = (profile: Profile, patch: Partial<Info>): Profile => ({
  ...profile,
  personal_information: { ...profile.personal_information!, ...patch },
});
const infoField =
  (field: keyof Info, parse: (answer: string) => string | null) =>
  (profile: Profile, answer: string): Profile | null => {
    const value = parse(answer);
    return value === null ? null : withInfo(profile, { [field]: value });
  };
const interestList =
  (field: keyof Interests) =>
  (profile: Profile, answer: string): Profile => ({
    ...profile,
    interests: { ...profile.interests!, [field]: parseList(answer) },
  });

export const OFFLINE_QUESTIONS: Question[] = [
  {
    key: 'first_name',
    ask: () => "Hello! Let's make a profile for your child's stories. What is your child's first name?",
    hint: "Just the first name is fine, like 'Maya'.",
    apply: infoField('first_name', parseName),
  },
  {
    key: 'age',
    ask: (name) => `How old is ${name}?`,
    hint: "A number is perfect, like '6'.",
    apply: infoField('age', parseAge),
  },
  {
    key: 'gender',
    ask: (name) => `Is ${name} a boy or a girl? You can also say other, or that you prefer not to say.`,
    hint: 'Please answer boy, girl, other, or prefer not to say.',
    apply: infoField('gender', parseGender),
  },
  {
    key: 'language',
    ask: (name) => `Which language should ${name}'s stories be written in?`,
    hint: `The languages I can write in are: ${LANGUAGE_OPTIONS.join(', ')}.`,
    apply: infoField('language', parseLanguage),
  },
  {
    key: 'ethnicity',
    ask: (name) =>
      `So that the pictures look like ${name}, how would you describe ${name}'s ethnicity? ` +
      `The choices are: ${ETHNICITY_OPTIONS.join(', ')}.`,
    hint: `Please pick one of: ${ETHNICITY_OPTIONS.join(', ')}.`,
    apply: infoField('ethnicity', parseEthnicity),
  },
  {
    key: 'hair_color',
    ask: (name) => `What colour is ${name}'s hair?`,
    apply: infoField('hair_color', parseShortText),
  },
  {
    key: 'eye_color',
    ask: (name) => `And what colour are ${name}'s eyes?`,
    apply: infoField('eye_color', parseShortText),
  },
  {
    key: 'favorite_animals',
    ask: (name) => `What are ${name}'s favourite animals?`,
    apply: interestList('favorite_animals'),
  },
  {
    key: 'hobbies',
    ask: (name) => `What does ${name} love to do?`,
    apply: interestList('hobbies'),
  },
  {
    key: 'favorite_colors',
    ask: (name) => `What are ${name}'s favourite colours?`,
    apply: interestList('favorite_colors'),
  },
  {
    key: 'fears',
    ask: (name) =>
      `Is there anything ${name} is afraid of? I will make sure no story ever uses it to frighten ${name}.`,
    apply: interestList('fears'),
  },
  {
    key: 'pets',
    ask: (name) =>
      `Does ${name} have any pets? Tell me what they are and their names, like 'a dog called Biscuit'.`,
    apply: (profile, answer) => ({
      ...profile,
      family: {
        ...profile.family!,
        pets: parseNamed(answer).map(({ kind, name }) => ({ type: kind, name, breed: '' })),
      },
    }),
  },
  {
    key: 'siblings',
    ask: (name) => `Does ${name} have brothers or sisters? For example 'a brother called Tom'.`,
    apply: (profile, answer) => ({
      ...profile,
      family: {
        ...profile.family!,
        siblings: parseNamed(answer).map(({ kind, name }) => ({ relationship: kind, name, nickname: '' })),
      },
    }),
  },
  {
    key: 'friends',
    ask: (name) => `Who are ${name}'s best friends?`,
    apply: (profile, answer) => ({
      ...profile,
      friends: isNothing(answer)
        ? []
        : parseList(answer)
            .map((friend) => parseName(friend))
            .filter((friend): friend is string => friend !== null)
            .map((friend) => ({ name: friend, age: '', interests: [] })),
    }),
  },
];

export const closingLine = (name: string): string =>
  `Thank you! ${name}'s profile is complete, and I have saved it. Time for a story!`;
