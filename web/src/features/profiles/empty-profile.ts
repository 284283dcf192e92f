import type { ChildProfileData, FamilyMember } from '../../api/types';

const nobody = (): FamilyMember => ({ relationship: '', name: '', nickname: '' });

/** A blank child profile (spec §3): two parents, one sibling and one pet slot, no friends yet. */
export function emptyProfileData(): ChildProfileData {
  return {
    personal_information: {
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
    storybook_settings: { genre_preferences: [], themes_of_interest: [], character_types: [], settings: [] },
    interests: {
      favorite_colors: [],
      hobbies: [],
      favorite_animals: [],
      favorite_books: [],
      favorite_foods: [],
      fears: [],
    },
    personal_traits: { personality: [], strengths: [], challenges: [] },
    education: { grade: '', favorite_subjects: [], least_favorite_subjects: [] },
    family: {
      parents: [nobody(), nobody()],
      siblings: [nobody()],
      pets: [{ type: '', name: '', breed: '' }],
    },
    friends: [],
  };
}
