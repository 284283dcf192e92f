/**
 * The illustrator port: one picture for one scene of a book. Adapters: DALL·E 3 (the `openai` SDK), Flux (Black
 * Forest Labs' HTTP API), Stable Diffusion (Stability AI's HTTP API) and, in the images service, the offline
 * SVG illustrator. Errors follow the author port: an outage, a timeout, 5xx or 429 is a
 * `DependencyUnavailableError` (worth retrying later); a refusal is a `ProviderRequestError` (not worth it);
 * an answer that is not a picture is an `IllustratorOutputError`. No message ever carries an API key.
 */
import type { ArtStyle } from './art-styles';
import { ProviderRequestError } from './provider-errors';

/** The spec's illustrator names (§9), as the web and the admin choices send them. */
export const ILLUSTRATOR_NAMES = ['DallE3', 'StableDiffusion', 'Flux'] as const;
export type IllustratorName = (typeof ILLUSTRATOR_NAMES)[number];

/** §9: every illustrator costs $0.04 per image. */
export const ILLUSTRATOR_PRICE_USD: Record<IllustratorName, number> = {
  DallE3: 0.04,
  StableDiffusion: 0.04,
  Flux: 0.04,
};

export const isIllustratorName = (name: string): name is IllustratorName =>
  (ILLUSTRATOR_NAMES as readonly string[]).includes(name);

export interface IllustrationRequest {
  /** The scene to draw: a page's text or its picture description. */
  prompt: string;
  /**
   * The main character as drawn on every page (appearance, age), built from the child's profile. Providers
   * without a seed get it in the prompt; it is what keeps the child recognisable from page to page.
   */
  characterSheet: string;
  /** One per book: providers that take a seed draw in a consistent hand across the book's pages. */
  seed: number;
  /** The art direction, e.g. "soft watercolour children's book illustration". */
  style?: string;
  /** The book's art style: the offline illustrator draws it; providers read `style`, its direction. */
  artStyle?: ArtStyle;
  /** Wanted size in pixels; adapters round to what their provider offers (default 1024 x 1024). */
  width?: number;
  height?: number;
  /** Also return an animated variant (the book's 'Animate Images' switch). */
  animate?: boolean;
  /**
   * Names this drawing (book, page, attempt), the same when it is asked for again after a crash: a provider
   * that dedupes requests by key (OpenAI's `Idempotency-Key`) bills it once.
   */
  idempotencyKey?: string;
  /**
   * A provider task this drawing already started, as `onTask` reported it before the worker stopped: a
   * provider whose tasks can be looked up again (Flux) waits for that one instead of starting (and billing)
   * another. A task the provider no longer knows is drawn afresh.
   */
  resumeTask?: string;
  /** Told the provider's task as soon as it exists, before the picture is ready, so that it can be kept. */
  onTask?: (task: string) => Promise<void>;
}

export interface AnimatedPicture {
  body: Buffer;
  contentType: string;
}

export interface Illustration {
  image: Buffer;
  /** `image/png`, `image/jpeg`, `image/webp` or `image/svg+xml`. */
  contentType: string;
  /** Present when the request asked for it. */
  animated?: AnimatedPicture;
  /** What the picture cost at the provider (spec §9), 0 offline. */
  costUsd: number;
  /** The provider's model, e.g. `dall-e-3`, `flux-pro-1.1`, `sd3.5-large`, `offline-svg`. */
  model: string;
  /** The picture of `resumeTask`, billed when that task was started: nothing new to pay. */
  resumed?: boolean;
}

export interface Illustrator {
  /** Short adapter name (`openai`, `bfl`, `stability`, `offline`), for readiness and logs. */
  readonly adapter: string;
  illustrate(request: IllustrationRequest): Promise<Illustration>;
}

/**
 * The provider answered, but not with a picture (no image data, bytes that are not PNG/JPEG/WebP, a result
 * without a URL). A later attempt may well succeed.
 */
export class IllustratorOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllustratorOutputError';
  }
}

/**
 * The provider's safety system refused the prompt or the picture. Retrying the same prompt will not help;
 * a caller may reword it or draw the page offline. `status` is the HTTP status of the refusal, or 422 when the
 * provider reports it inside a successful answer (BFL's task status, Stability's `finish-reason`).
 */
export class IllustrationModeratedError extends ProviderRequestError {
  constructor(provider: string, status: number, message: string) {
    super(provider, status, message);
    this.name = 'IllustrationModeratedError';
  }
}

/** The status given to refusals that arrive inside a 200 answer. */
export const IN_BAND_REFUSAL_STATUS = 422;

const SEED_RANGE = 4_294_967_295;

/**
 * The book's seed as the providers take it: Stability accepts 0..4294967294 and reads 0 as "random", BFL an
 * unsigned integer. Any integer maps into 1..4294967294, and ordinary seeds stay as they are.
 */
export function providerSeed(seed: number): number {
  const value = Math.abs(Math.trunc(Number.isFinite(seed) ? seed : 0)) % SEED_RANGE;
  return value === 0 ? 1 : value;
}

/**
 * The text an adapter sends as its prompt: the art direction, the scene and the character sheet, so that a
 * provider without a seed still draws the same child. Cut at `maxChars` (DALL·E 3 takes 4000) from the scene,
 * never from the character, which matters most for consistency.
 */
export function composeIllustrationPrompt(request: IllustrationRequest, maxChars = 4000): string {
  const style = request.style?.trim() || "A warm, gentle children's picture book illustration";
  const character = request.characterSheet.trim();
  const tail = character ? `\n\nThe main character, drawn the same way on every page: ${character}` : '';
  const head = `${style}.\n\nScene: `;
  const room = Math.max(0, maxChars - head.length - tail.length);
  const scene = request.prompt.trim();
  const cut = scene.length > room ? `${scene.slice(0, Math.max(0, room - 1))}…` : scene;
  return `${head}${cut}${tail}`.slice(0, maxChars);
}
