import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const imagesConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.images),
  /** HTTP port of /media/* delivery (the gateway proxies to it). */
  MEDIA_PORT: env.port(8090),
});
export type ImagesConfig = z.infer<typeof imagesConfigSchema>;
