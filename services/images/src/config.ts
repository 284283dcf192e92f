import { illustratorEnv } from '@storybook-app/ai/illustration';
import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';
import { DEFAULT_LEASE_MS } from './page-worker';

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const imagesConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.images),
  /** DALL·E 3, Flux and Stable Diffusion keys and base URLs; none set: every picture is drawn offline. */
  ...illustratorEnv(),
  /** HTTP port of /media/* delivery (the gateway proxies to it). */
  MEDIA_PORT: env.port(8090),
  /**
   * What picture URLs start with: `/media` (the gateway's proxy, the default) or a CDN's absolute URL in front
   * of it. A picture's URL is `<MEDIA_PUBLIC_PATH>/<blob key>`.
   */
  MEDIA_PUBLIC_PATH: env.mediaPath(),
  /** How many page pictures one images process draws at once, across all books. */
  IMAGE_CONCURRENCY: count(4, 64),
  /** Attempts at a page picture while the illustrator is unavailable (5xx, 429, timeouts) before it fails. */
  IMAGE_MAX_ATTEMPTS: count(4, 20),
  /** Wait before the first retry of a page picture, doubled each time (capped at a minute). */
  IMAGE_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** The offline illustrator's pretend drawing time per picture: 0 draws at once (see createOfflineIllustrator). */
  OFFLINE_PICTURE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * How long a worker's claim on a page holds unless renewed (it renews every third of it while drawing, so
   * a slow picture keeps its claim): how long the pages of an images process that died wait before another
   * process takes them over.
   */
  IMAGE_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_LEASE_MS),
  /**
   * A name only this running images process holds (the pod's name): a process started again under it takes
   * over at once the pages the one before it was drawing, instead of after their lease. Unset: by lease only.
   */
  IMAGE_WORKER_NAME: z.string().trim().max(253).optional(),
});
export type ImagesConfig = z.infer<typeof imagesConfigSchema>;
