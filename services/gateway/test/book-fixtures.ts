/** What the gateway's book tests share: a parent signed in over HTTP, the smallest valid child, a summary. */
export interface Parent {
  cookie: string;
  userId: string;
}

/** The fewest fields profiles accepts for a child. */
export const maya = {
  personal_information: {
    first_name: 'Maya',
    age: 6,
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
  },
};

export const lighthouseSummary = {
  title: 'The Shy Lighthouse',
  summary: 'A lighthouse learns to shine for a lost little boat.',
  genre: 'Adventure',
  themes: 'Courage',
  setting: 'A rocky bay',
  characters: 'Maya and a lighthouse',
};
