import type { ChildProfile } from '../../api/types';
import type { SessionState } from '../../lib/session-store';
import { emptyProfileData } from '../profiles';
import { DEMO_CHILD, DEMO_STORIES } from './demo-stories';

export { DEMO_PROMPTS, DEMO_STORIES } from './demo-stories';

/**
 * What a visitor tries the product with (spec §4, §6): the demo profile, the demo ideas and, for each, a
 * canned summary with its cover. All of it lives in the web app: demo mode never calls the server.
 */

const blank = emptyProfileData();
/** The demo profile: the child the demo stories are written for. */
export const DEMO_PROFILE = {
  profile_id: 'demo',
  version: '1.1',
  profile_image: '',
  profile_data: {
    ...blank,
    personal_information: {
      ...blank.personal_information,
      first_name: DEMO_CHILD.name,
      age: DEMO_CHILD.age,
      gender: 'Girl',
      language: 'English',
    },
    family: { ...blank.family, pets: [{ ...DEMO_CHILD.pet }] },
    friends: DEMO_CHILD.friends.map((friend) => ({ ...friend, interests: [...friend.interests] })),
  },
} satisfies ChildProfile;

/**
 * §4: in demo mode the chosen idea gets its canned summary and cover at once, stored like fetched ones so the
 * summary page shows them the same way; generator and model are cleared. An idea of the visitor's own gets the
 * first story.
 */
export function demoStoryState(prompt: string): Partial<SessionState> {
  const story = DEMO_STORIES.find((candidate) => candidate.prompt === prompt) ?? DEMO_STORIES[0];
  return {
    summaryData: story.summary,
    titleImageUrl: story.titleImageUrl,
    titleImageKey: null,
    titleSvg: story.titleSvg,
    titleImageGenerated: true,
    imageGenerator: null,
    model: null,
  };
}
