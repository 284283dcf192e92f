/** Child profiles (schema 1.1) for the storyteller's tests. */
import type { ProfileData } from '@storybook-app/proto';

export const mayaProfile = (
  changes: { age?: string; language?: string; fears?: string[] } = {},
): ProfileData => ({
  personal_information: {
    first_name: 'Maya',
    nickname: 'Mimi',
    age: changes.age ?? '6',
    birthdate: '',
    gender: 'Girl',
    language: changes.language ?? 'English',
    ethnicity: 'Hispanic or Latino',
    hair_color: 'brown',
    eye_color: 'green',
  },
  storybook_settings: {
    genre_preferences: ['Adventure'],
    themes_of_interest: ['Friendship'],
    character_types: ['dragons'],
    settings: ['the seaside'],
  },
  interests: {
    favorite_colors: ['teal'],
    hobbies: ['drawing'],
    favorite_animals: ['otters'],
    favorite_books: ['The Gruffalo'],
    favorite_foods: ['pancakes'],
    fears: changes.fears ?? ['thunder', 'the dark', 'spiders'],
  },
  personal_traits: { personality: ['curious'], strengths: ['kind'], challenges: ['patience'] },
  education: { grade: '1st', favorite_subjects: ['art'], least_favorite_subjects: ['spelling'] },
  family: {
    parents: [
      { relationship: 'mother', name: 'Ana', nickname: 'Mama' },
      { relationship: 'father', name: 'Leo', nickname: 'Papa' },
    ],
    siblings: [{ relationship: 'brother', name: 'Tomas', nickname: 'Tom' }],
    pets: [{ type: 'dog', name: 'Biscuit', breed: 'beagle' }],
  },
  friends: [{ name: 'Zoe', age: '6', interests: ['football'] }],
});

/** A Spanish profile written in Spanish, as a parent filling the form in Spanish would. */
export const lucasProfile = (age = '7'): ProfileData => ({
  personal_information: {
    first_name: 'Lucas',
    nickname: 'Luqui',
    age,
    birthdate: '',
    gender: 'Boy',
    language: 'Spanish',
    ethnicity: 'Hispanic or Latino',
    hair_color: 'negro',
    eye_color: 'marrones',
  },
  storybook_settings: {
    genre_preferences: [],
    themes_of_interest: ['Amistad'],
    character_types: [],
    settings: ['el bosque'],
  },
  interests: {
    favorite_colors: ['azul'],
    hobbies: ['el fútbol'],
    favorite_animals: ['los dinosaurios'],
    favorite_books: [],
    favorite_foods: ['helado'],
    fears: ['la oscuridad', 'las arañas'],
  },
  personal_traits: { personality: [], strengths: [], challenges: [] },
  education: { grade: '', favorite_subjects: [], least_favorite_subjects: [] },
  family: {
    parents: [{ relationship: 'madre', name: 'Carmen', nickname: 'Mamá' }],
    siblings: [{ relationship: 'hermana', name: 'Sofía', nickname: '' }],
    pets: [{ type: 'gato', name: 'Michi', breed: '' }],
  },
  friends: [{ name: 'Pablo', age: '7', interests: ['dibujar'] }],
});

/** The least a profile may hold: a name and a language. */
export const bareProfile = (language = 'English'): ProfileData => ({
  personal_information: { first_name: 'Sam', language },
});
