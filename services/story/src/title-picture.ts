/**
 * `title-picture` (CreateTitlePicture): the book's cover (spec §4), drawn by images with the character sheet
 * of the child's profile, after the summary it shows passes the safety layers. Story keeps what it cost, so
 * that the book made with it knows.
 */
import { createHash } from 'node:crypto';
import { characterSheet, childAge } from '@storybook-app/ai/storytelling';
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { chooseIllustrator } from './story-choices';
import type { StoryDeps } from './story-deps';
import { summaryText } from './summary';
import { profileOf } from './telling';

/**
 * A cover takes a provider tens of seconds, and images retries an outage: far longer than the default
 * deadline of a call between services.
 */
export const COVER_DEADLINE_MS = 3 * 60_000;

/**
 * The cover's seed, for the illustrators that take one: the same child and title give the same seed, so a
 * retried cover looks like the first try.
 */
export function coverSeed(profileId: string, title: string): number {
  return createHash('sha256').update(`${profileId}\u0000${title}`).digest().readUInt32BE(0) >>> 1;
}

export async function createTitlePicture(
  deps: Pick<StoryDeps, 'peers' | 'books' | 'safety' | 'rules' | 'logger'>,
  request: ReceivedRequestOf<'story', 'CreateTitlePicture'>,
): Promise<ReplyOf<'story', 'CreateTitlePicture'>> {
  const illustrator = chooseIllustrator(request.is_admin, request.generator, deps.rules);
  const summary = request.summary;
  if (!summary || !summary.title.trim()) {
    throw new AppError('invalid_argument', 'A cover needs the summary of its story, with its title.');
  }
  const profile = await profileOf(deps, request.user_id, request.profile_id);
  await deps.safety.require({ text: summaryText(summary), kind: 'summary', age: childAge(profile) });
  const cover = await deps.peers.images.RenderCover(
    {
      user_id: request.user_id,
      summary,
      illustrator,
      // The cover request carries the summary, not the idea: its characters are the idea's, as the book's
      // sheet will read them.
      character_sheet: characterSheet(profile, summary.characters),
      seed: coverSeed(request.profile_id.trim(), summary.title.trim()),
    },
    { deadlineMs: COVER_DEADLINE_MS },
  );
  await deps.books.recordCover({
    _id: cover.file_key,
    user_id: request.user_id,
    cost_usd: cover.cost_usd,
    created_at: new Date().toISOString(),
  });
  deps.logger.info({ illustrator, key: cover.file_key, costUsd: cover.cost_usd }, 'cover made');
  return { story_image: cover.image_url, file_key: cover.file_key, title_svg: cover.title_svg };
}
