/**
 * S3 unavailable: with its own MinIO (so it can be stopped), a write during the outage fails with a clear
 * error naming the endpoint, within a bounded time, and leaves nothing behind; once S3 is back the same
 * store works again without being reopened.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINIO_CREDENTIALS, startMinio, type RunningServer } from '@storybook-app/test-servers';
import { openS3BlobStore } from '../../src/adapters/production';
import type { BlobStore } from '../../src/ports/blob-store';

const PNG = { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' };

describe('blob store [s3] while S3 is unavailable', () => {
  let dir: string;
  let minio: RunningServer;
  let store: BlobStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-s3-outage-'));
    minio = await startMinio({ dir });
    store = await openS3BlobStore({ endpoint: minio.url, ...MINIO_CREDENTIALS, bucket: 'outage' });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    await minio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails clearly, writes nothing, and works again when S3 is back', async () => {
    await store.put('users/u1/page-1.png', Buffer.from('before'), PNG);
    await minio.stop({ graceMs: 0 });

    const started = Date.now();
    const error = await store
      .put('users/u1/page-2.png', Buffer.alloc(256 * 1024, 7), PNG)
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(minio.url.replace(/^http:\/\//, ''));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await store.ping()).toBe(false);

    await minio.restart();
    expect(await store.ping()).toBe(true);
    expect(await store.get('users/u1/page-2.png')).toBeNull();
    expect(await store.list('users/u1/')).toEqual(['users/u1/page-1.png']);
    await store.put('users/u1/page-2.png', Buffer.from('after'), PNG);
    expect((await store.get('users/u1/page-2.png'))?.body.toString()).toBe('after');
  }, 60_000);
});
