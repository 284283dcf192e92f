/**
 * The cover of a summary (story -> images `RenderCover`): a picture drawn from the summary's title, setting,
 * characters and genre by the chosen illustrator, stored under the user's folder with a new random name, and
 * the title SVG that the web lays over it.
 */
import { randomUUID } from 'node:crypto';
import { ART_STYLE_DIRECTIONS, artStyleOf } from '@storybook-app/ai/illustration';
import { AppError, observeProviderCall, type BlobStore, type Logger } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf, StorySummary__Output } from '@storybook-app/proto';
import type { IllustratorChoice } from './illustrator-choice';
import { coverFailure } from './picture-errors';
import { lookupGenre, titleSvg } from './title-svg';
import { coverKey, mediaUrl, PICTURE_CACHE_CONTROL, pictureExtension, userBlobPrefix } from './user-blobs';

/** The art direction of a cover: the title is laid over it as SVG, so the picture itself carries no text. */
export const COVER_STYLE =
  "A warm, gentle children's picture book cover illustration, with room at the top for the title and no " +
  'lettering or words in the picture';

/** The scene a cover shows, from the summary: its title, genre, setting and characters. */
export function coverPrompt(summary: StorySummary__Output): string {
  const genre = lookupGenre(summary.genre).genre;
  const title = summary.title.trim();
  const parts = [
    title ? `The cover of a children's book called "${title}"` : "The cover of a children's book",
    genre ? `a ${genreWords(genre)} story` : '',
  ].filter(Boolean);
  const lines = [`${parts.join(', ')}.`];
  if (summary.setting.trim()) lines.push(`Setting: ${summary.setting.trim()}.`);
  if (summary.characters.trim()) lines.push(`Characters: ${summary.characters.trim()}.`);
  return lines.join(' ');
}

/** `AnimalsNature` -> `animals and nature`, `FairyTale` -> `fairy tale`. */
function genreWords(genre: string): string {
  return genre
    .replace(/And/g, ' and ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface CoverDeps {
  blobs: BlobStore;
  illustrators: IllustratorChoice;
  mediaPublicPath: string;
  logger: Logger;
}

export async function renderCover(
  deps: CoverDeps,
  request: ReceivedRequestOf<'images', 'RenderCover'>,
): Promise<ReplyOf<'images', 'RenderCover'>> {
  const { user_id: userId, summary } = request;
  try {
    userBlobPrefix(userId);
  } catch {
    throw new AppError('invalid_argument', 'A cover needs the id of the user it belongs to.');
  }
  if (!summary) throw new AppError('invalid_argument', 'A cover needs the summary of its story.');
  const { name, illustrator } = deps.illustrators.pick(request.illustrator);

  const started = Date.now();
  // A book's cover drawn again in the style its parent picked for the pages (story, at bookgen).
  const artStyle = request.art_style ? artStyleOf(request.art_style) : undefined;
  let picture;
  try {
    picture = await illustrator.illustrate({
      prompt: coverPrompt(summary),
      characterSheet: request.character_sheet,
      seed: request.seed,
      style: artStyle ? `${ART_STYLE_DIRECTIONS[artStyle]}. ${COVER_STYLE}` : COVER_STYLE,
      ...(artStyle ? { artStyle } : {}),
    });
  } catch (error) {
    observeProviderCall({ provider: illustrator.adapter, kind: 'picture', outcome: 'error' });
    // Metadata only: the prompt is the parent's story.
    deps.logger.warn({ illustrator: name, adapter: illustrator.adapter, err: error }, 'cover not drawn');
    throw coverFailure(error);
  }
  observeProviderCall({
    provider: illustrator.adapter,
    kind: 'picture',
    outcome: 'ok',
    costUsd: picture.costUsd,
  });
  const key = coverKey(userId, randomUUID(), pictureExtension(picture.contentType));
  await deps.blobs.put(key, picture.image, {
    contentType: picture.contentType,
    cacheControl: PICTURE_CACHE_CONTROL,
  });
  deps.logger.info(
    { illustrator: name, model: picture.model, key, costUsd: picture.costUsd, ms: Date.now() - started },
    'cover drawn',
  );
  return {
    image_url: mediaUrl(deps.mediaPublicPath, key),
    file_key: key,
    title_svg: titleSvg(summary.title, summary.genre),
    cost_usd: picture.costUsd,
  };
}
