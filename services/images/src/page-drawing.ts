/**
 * Drawing one page's picture for the page worker: the illustrator the request names draws it (resuming a
 * provider task a stopped worker began), the picture and its animated variant are stored, and the page's
 * completion says where, and what the page cost.
 */
import { ART_STYLE_DIRECTIONS, artStyleOf, type Illustration } from '@storybook-app/ai/illustration';
import {
  AppError,
  countPageRedrawn,
  countPageResumed,
  observePicture,
  observeProviderCall,
  secondsSince,
  type BlobStore,
  type Logger,
} from '@storybook-app/kit';
import type { IllustratorChoice, IllustratorChoiceName } from './illustrator-choice';
import type { PageImageCompletion, PageImageRequest, PageJob, PageJobs } from './page-jobs';
import { animatedPageKey, mediaUrl, pageKey, PICTURE_CACHE_CONTROL, pictureExtension } from './user-blobs';

export interface PageDrawingDeps {
  blobs: BlobStore;
  jobs: PageJobs;
  illustrators: IllustratorChoice;
  logger: Logger;
  /** MEDIA_PUBLIC_PATH: the start of picture URLs. */
  mediaPublicPath: string;
}

/** A job that is no longer this worker's: requested again, taken over after its lease, or deleted. */
export class Superseded extends Error {}

/** The idempotency key of one drawing: the same for the same attempt at the same request for a page. */
export const drawingKey = (job: PageJob): string =>
  `${job.book_id}:${job.page_number}:${job.event_id}:${job.attempts + 1}`;

/**
 * What the illustrator is asked to draw. Providers get the scene description written for them (the page's
 * text when there is none); the offline illustrator reads both, since it draws what the words name.
 */
export function pagePrompt(request: PageImageRequest, illustrator: IllustratorChoiceName): string {
  const scene = request.sceneDescription.trim();
  const text = request.pageText.trim();
  if (illustrator === 'offline') return [scene, text].filter(Boolean).join('\n');
  return scene || text;
}

/**
 * Asks the page's illustrator for its picture, counting the call. `onResumable` is called once the
 * provider's task is kept on the job, from when another worker could wait for the same task.
 */
async function illustrate(
  { illustrators, jobs }: PageDrawingDeps,
  job: PageJob,
  onResumable: () => void,
): Promise<{ name: IllustratorChoiceName; picture: Illustration }> {
  const request = job.request;
  const { name, illustrator } = illustrators.pick(request.illustrator);
  const started = performance.now();
  let picture;
  try {
    picture = await illustrator.illustrate({
      prompt: pagePrompt(request, name),
      characterSheet: request.characterSheet,
      seed: request.seed,
      animate: request.animate,
      idempotencyKey: drawingKey(job),
      resumeTask: job.provider_task || undefined,
      onTask: async (task) => {
        if (await jobs.saveProviderTask(job, task)) onResumable();
      },
      // Every picture of the book in the style its parent picked: its direction heads a provider's prompt.
      artStyle: artStyleOf(request.artStyle),
      style: ART_STYLE_DIRECTIONS[artStyleOf(request.artStyle)],
    });
  } catch (error) {
    observePicture(name, 'error', secondsSince(started));
    observeProviderCall({ provider: illustrator.adapter, kind: 'picture', outcome: 'error' });
    throw error;
  }
  observePicture(name, 'ok', secondsSince(started));
  // A resumed task was billed when it was ordered: nothing new is spent here.
  const spentUsd = picture.resumed ? 0 : picture.costUsd;
  observeProviderCall({ provider: illustrator.adapter, kind: 'picture', outcome: 'ok', costUsd: spentUsd });
  return { name, picture };
}

/** The page's cost: the stopped worker's drawing, if it could not be resumed, was most likely paid too. */
function pageCost(name: string, picture: Illustration, takenOver: boolean): number {
  if (picture.resumed) {
    countPageResumed(name);
    return picture.costUsd;
  }
  if (takenOver) {
    countPageRedrawn(name);
    return picture.costUsd * 2;
  }
  return picture.costUsd;
}

/** Stores the picture (and its animated variant when asked) and returns the page's completion. */
async function storePicture(
  { blobs, mediaPublicPath }: PageDrawingDeps,
  request: PageImageRequest,
  picture: Illustration,
  costUsd: number,
): Promise<{ key: string; completion: PageImageCompletion }> {
  const { bookId, userId, pageNumber, take } = request;
  const key = pageKey(userId, bookId, pageNumber, pictureExtension(picture.contentType), take);
  await blobs.put(key, picture.image, {
    contentType: picture.contentType,
    cacheControl: PICTURE_CACHE_CONTROL,
  });
  const completion: PageImageCompletion = {
    bookId,
    userId,
    pageNumber,
    ok: true,
    imageUrl: mediaUrl(mediaPublicPath, key),
    costUsd,
    ...(take ? { take } : {}),
  };
  if (request.animate && picture.animated) {
    const { contentType, body } = picture.animated;
    const animatedKey = animatedPageKey(userId, bookId, pageNumber, pictureExtension(contentType), take);
    await blobs.put(animatedKey, body, { contentType, cacheControl: PICTURE_CACHE_CONTROL });
    completion.animatedImageUrl = mediaUrl(mediaPublicPath, animatedKey);
  }
  return { key, completion };
}

/**
 * Draws and stores a page's picture. `takenOver`: the job came with a drawing already under way, begun by
 * a worker that stopped. Throws `Superseded` when the page stopped being this worker's meanwhile.
 */
export async function drawPage(
  deps: PageDrawingDeps,
  job: PageJob,
  takenOver: boolean,
  onResumable: () => void,
): Promise<PageImageCompletion> {
  const { bookId, userId, pageNumber } = job.request;
  try {
    pageKey(userId, bookId, pageNumber, 'png');
  } catch {
    throw new AppError('invalid_argument', 'The page cannot be stored: its user or book id is not valid.');
  }
  const { name, picture } = await illustrate(deps, job, onResumable);
  const costUsd = pageCost(name, picture, takenOver);
  // Still ours? A page requested again or whose user was deleted meanwhile is not written here.
  if (!(await deps.jobs.stillClaimed(job))) throw new Superseded();
  const { key, completion } = await storePicture(deps, job.request, picture, costUsd);
  deps.logger.info(
    {
      bookId,
      pageNumber,
      illustrator: name,
      model: picture.model,
      key,
      attempt: job.attempts + 1,
      ...(picture.resumed ? { resumed: true } : takenOver ? { redrawn: true } : {}),
    },
    'page picture drawn',
  );
  return completion;
}
