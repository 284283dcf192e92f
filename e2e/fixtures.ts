/** The child the browser tests make books for, as create-profile takes her; `interests` vary by test. */
export const mayaProfile = (interests: Record<string, string[]>) => ({
  personal_information: {
    first_name: 'Maya',
    age: '6',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
    hair_color: 'brown',
    eye_color: 'green',
  },
  interests,
});
