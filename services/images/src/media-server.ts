/**
 * /media/<key> delivery straight from the blob store, with the object's content type and cache headers.
 * Keys are content-addressed or unique per book, so pictures are cached for a year by default.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlobStore, Logger } from '@storybook-app/kit';

export const MEDIA_PREFIX = '/media/';
export const DEFAULT_MEDIA_CACHE = 'public, max-age=31536000, immutable';

export interface MediaServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

export async function startMediaServer(
  blobs: BlobStore,
  options: { host: string; port: number; logger: Logger },
): Promise<MediaServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(MEDIA_PREFIX)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    blobs
      .get(path.slice(MEDIA_PREFIX.length))
      .then((blob) => {
        if (!blob) {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'Not found' }));
          return;
        }
        res.writeHead(200, {
          'content-type': blob.contentType,
          'content-length': blob.size,
          'cache-control': blob.cacheControl ?? DEFAULT_MEDIA_CACHE,
          'x-content-type-options': 'nosniff',
        });
        res.end(req.method === 'HEAD' ? undefined : blob.body);
      })
      .catch((error: unknown) => {
        // An invalid key is the caller's mistake; anything else is ours.
        const invalid = error instanceof Error && error.message.startsWith('invalid blob key');
        if (!invalid) options.logger.error({ err: error, path }, 'media read failed');
        res
          .writeHead(invalid ? 404 : 500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: invalid ? 'Not found' : 'Media unavailable' }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    // Its only client is the gateway, stopped first: a connection its proxy still holds would keep close()
    // waiting, so every connection ends with the server (as the web server's do).
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
