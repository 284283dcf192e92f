/**
 * `start` (StartStory): a few personalised story ideas for the start page (spec §4), written for the child
 * of the profile named. An idea the app suggests passes the safety layers like one a parent types.
 */
import { randomUUID } from 'node:crypto';
import { childAge } from '@storybook-app/ai/storytelling';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { chooseBoth } from './story-choices';
import type { StoryDeps } from './story-deps';
import { profileOf, storytellerOf, tell } from './telling';

/** How many ideas the start page shows. */
export const START_PAGE_IDEAS = 4;

export async function startStory(
  deps: Pick<StoryDeps, 'peers' | 'authors' | 'offline' | 'safety' | 'rules' | 'logger'>,
  request: ReceivedRequestOf<'story', 'StartStory'>,
): Promise<ReplyOf<'story', 'StartStory'>> {
  // The illustrator is not used yet, but an admin's start page needs both chosen (spec §5).
  const { model } = chooseBoth(
    request.is_admin,
    { model: request.model, illustrator: request.image_generator },
    deps.rules,
  );
  const profile = await profileOf(deps, request.user_id, request.profile_id);
  const storyteller = storytellerOf(deps, model);
  // A new seed each time: the refresh button asks for other ideas (spec §4).
  const told = await tell(deps, storyteller, 'ideas', () =>
    storyteller.ideas(profile, START_PAGE_IDEAS, { seed: randomUUID() }),
  );
  // An idea the app suggests is checked like one a parent types: a model may suggest anything.
  const age = childAge(profile);
  const verdicts = await Promise.all(
    told.value.map((text) => deps.safety.check({ text, kind: 'idea-suggestion', age })),
  );
  return { prompts: told.value.filter((_, index) => verdicts[index]?.action === 'allow') };
}
