/**
 * The web's demo mode shows canned summaries with their title pictures and never calls the server, so it
 * keeps the pictures as images drew them. This keeps them what images draws today for the same title and
 * genre, so the demo cannot drift from the product's §9 title styling.
 */
import { DEMO_STORIES } from '../../../web/src/features/demo/demo-stories';
import { titleSvg } from '../src/title-svg';

describe("the demo stories' title pictures", () => {
  it.each(DEMO_STORIES.map((story) => [story.summary.title, story] as const))(
    '%s is drawn as images draws it',
    (_title, story) => {
      expect(story.titleSvg).toBe(titleSvg(story.summary.title, story.summary.genre));
    },
  );
});
