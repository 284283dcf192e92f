/**
 * The demo's canned stories (spec §3 "Sample story prompts (demo)": one about the child's pet, one about the
 * child's friends going on an adventure), each with its summary and cover: plain data, no imports, so the
 * browser tests can read the same texts. demo-content.ts turns them into the session's story.
 */

/** The demo child, her pet and her friends: the stories are written for them. */
export const DEMO_CHILD = {
  name: 'Mia',
  age: '6',
  pet: { type: 'dog', name: 'Biscuit', breed: 'beagle' },
  friends: [
    { name: 'Leo', age: '6', interests: ['boats'] },
    { name: 'Ava', age: '7', interests: ['maps'] },
  ],
} as const;

export interface DemoStory {
  prompt: string;
  /** the summary as the server would answer it (StorySummary) */
  summary: {
    title: string;
    summary: string;
    genre: string;
    themes: string;
    setting: string;
    characters: string;
  };
  /** §3: demo data carries a title image URL (a static picture of the app) */
  titleImageUrl: string;
  /**
   * The title picture as the images service draws it for this title and genre (spec §9), kept as it drew it;
   * services/images/test/demo-title-svg.test.ts keeps the two the same.
   */
  titleSvg: string;
}

export const DEMO_STORIES: readonly DemoStory[] = [
  {
    prompt: 'Mia and her puppy Biscuit follow a trail of glowing pawprints to find the moon’s lost button.',
    summary: {
      title: 'Biscuit and the Moon Button',
      summary:
        'One summer night Mia’s beagle Biscuit spots glowing pawprints across the garden. Together they follow ' +
        'the trail past the sleeping sunflowers to the pond, where the moon has dropped the silver button from ' +
        'its coat. Mia and Biscuit fish it out, and the grateful moon lights their way home to bed.',
      genre: 'AnimalsNature',
      themes: 'Friendship, NatureAndEnvironment, MagicAndWonder',
      setting: 'Mia’s back garden and its lily pond on a warm summer night',
      characters: 'Mia, a curious six-year-old; Biscuit, her floppy-eared beagle; the friendly Moon',
    },
    titleImageUrl: '/images/demo/moon-button-cover.svg',
    titleSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="128" viewBox="0 0 400 128" role="img" aria-label="Biscuit and the Moon Button"><title>Biscuit and the Moon Button</title><text x="200" y="54" text-anchor="middle" font-size="40px" font-family="&apos;Trebuchet MS&apos;, &apos;Helvetica Neue&apos;, Arial, sans-serif" font-weight="700" fill="#008000" fill-opacity="0.8">Biscuit and the</text><text x="200" y="98" text-anchor="middle" font-size="40px" font-family="&apos;Trebuchet MS&apos;, &apos;Helvetica Neue&apos;, Arial, sans-serif" font-weight="700" fill="#008000" fill-opacity="0.8">Moon Button</text></svg>',
  },
  {
    prompt: 'Mia and her friends Leo and Ava sail a cardboard boat across the park pond to Turtle Island.',
    summary: {
      title: 'The Cardboard Boat Adventure',
      summary:
        'Mia, Leo and Ava build a boat from a big cardboard box and paint it bright blue. They sail across the ' +
        'park pond to the little island where the old turtle lives, mend a leak together with sticky tape, ' +
        'and learn that every crew needs a captain, a navigator and a very good bailer.',
      genre: 'Adventure',
      themes: 'Friendship, AdventureAndExploration, SharingAndCooperation',
      setting: 'The park pond on a breezy spring afternoon, and the tiny Turtle Island in its middle',
      characters: 'Mia, the captain; Leo, who loves boats; Ava, the map reader; an old turtle called Pebble',
    },
    titleImageUrl: '/images/demo/cardboard-boat-cover.svg',
    titleSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="128" viewBox="0 0 400 128" role="img" aria-label="The Cardboard Boat Adventure"><title>The Cardboard Boat Adventure</title><text x="200" y="54" text-anchor="middle" font-size="40px" font-family="&apos;Trebuchet MS&apos;, &apos;Helvetica Neue&apos;, Arial, sans-serif" font-weight="700" fill="#FFA500" fill-opacity="0.8">The Cardboard</text><text x="200" y="98" text-anchor="middle" font-size="40px" font-family="&apos;Trebuchet MS&apos;, &apos;Helvetica Neue&apos;, Arial, sans-serif" font-weight="700" fill="#FFA500" fill-opacity="0.8">Boat Adventure</text></svg>',
  },
];

export const DEMO_PROMPTS: readonly string[] = DEMO_STORIES.map((story) => story.prompt);
