/** A complete child profile of schema 1.1, as the form would send it. */
import type { ProfileData } from '@storybook-app/proto';

export const mayaProfile = (): ProfileData => ({
  personal_information: {
    first_name: 'Maya',
    nickname: 'Mimi',
    age: '6',
    birthdate: '2020-03-14',
    gender: 'Girl',
    language: 'English',
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
    fears: ['thunder'],
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

/** The smallest valid PNG (1x1), as a data URL. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
