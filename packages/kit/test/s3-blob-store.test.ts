/**
 * What the blob store contract cannot see from the outside: objects and their headers as another S3 client
 * sees them, the bucket at start-up, and calls while the server is away or cuts a request short (a TCP
 * proxy in front of the test server stands in for that).
 */
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { freePort } from '@storybook-app/test-servers';
import { Client } from 'minio';
import { openS3BlobStore } from '../src/adapters/production';
import type { S3BlobStoreOptions } from '../src/adapters/production';
import type { BlobStore } from '../src/ports/blob-store';
import { uniqueName } from './contracts/helpers';
import { eventually } from '../src/testing';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { s3Credentials, testServer } from './contracts/servers';

const newBucket = (): string => uniqueName('s3-adapter').replace(/_/g, '-');
const bucket = newBucket();
const buckets = new Set<string>([bucket]);

const options = (more: Partial<S3BlobStoreOptions> = {}): S3BlobStoreOptions => ({
  endpoint: testServer('S3_ENDPOINT'),
  bucket,
  ...s3Credentials(),
  ...more,
});

/** Another client, to see what the adapter left on the server. */
let inspect: Client;
let store: BlobStore;

beforeAll(async () => {
  const url = new URL(testServer('S3_ENDPOINT'));
  inspect = new Client({
    endPoint: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    useSSL: url.protocol === 'https:',
    region: 'us-east-1',
    ...s3Credentials(),
  });
  store = await openS3BlobStore(options());
});

afterAll(async () => {
  await store?.close();
  for (const name of buckets) {
    if (!(await inspect.bucketExists(name))) continue;
    const keys: string[] = [];
    for await (const item of inspect.listObjectsV2(name, '', true)) if (item.name) keys.push(item.name);
    if (keys.length > 0) await inspect.removeObjects(name, keys);
    await inspect.removeBucket(name);
  }
});

async function rejection(call: Promise<unknown>): Promise<Error> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: Error) => error,
  );
}

describe('s3 blob store', () => {
  it('stores Content-Type and Cache-Control as the object headers another client sees', async () => {
    const key = `${uniqueName('meta')}/page-1.png`;
    await store.put(key, Buffer.from('png bytes'), {
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const stat = await inspect.statObject(bucket, key);
    expect(stat.size).toBe(9);
    expect(stat.metaData).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const plain = `${uniqueName('meta')}/notes.txt`;
    await store.put(plain, Buffer.from('x'), { contentType: 'text/plain' });
    expect((await inspect.statObject(bucket, plain)).metaData).not.toHaveProperty('cache-control');
  });

  it('reads objects and headers written by another client', async () => {
    const key = `${uniqueName('foreign')}/a.webp`;
    await inspect.putObject(bucket, key, Buffer.from('webp'), 4, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'no-store',
    });
    const blob = await store.get(key);
    expect(blob).toMatchObject({ size: 4, contentType: 'image/webp', cacheControl: 'no-store' });
    expect(blob!.body.toString()).toBe('webp');
  });

  it('creates a missing bucket once, when instances start together, and keeps its objects', async () => {
    const name = newBucket();
    buckets.add(name);
    expect(await inspect.bucketExists(name)).toBe(false);
    const stores = await Promise.all([1, 2, 3].map(() => openS3BlobStore(options({ bucket: name }))));
    expect(await inspect.bucketExists(name)).toBe(true);
    await stores[0].put('kept.txt', Buffer.from('kept'), { contentType: 'text/plain' });
    const again = await openS3BlobStore(options({ bucket: name }));
    expect((await again.get('kept.txt'))?.body.toString()).toBe('kept');
    expect((await inspect.listBuckets()).filter((b) => b.name === name)).toHaveLength(1);
    await Promise.all([...stores, again].map((s) => s.close()));
  });

  it('refuses an empty prefix for deletePrefix, and invalid options', async () => {
    await expect(store.deletePrefix('')).rejects.toThrow(/non-empty prefix/);
    await expect(openS3BlobStore(options({ bucket: 'Has_Upper' }))).rejects.toThrow(/invalid bucket name/);
    await expect(openS3BlobStore(options({ endpoint: 'http://127.0.0.1:9/prefix' }))).rejects.toThrow(
      /without a path/,
    );
  });

  it('deletes many objects under a prefix in one go', async () => {
    const root = `${uniqueName('bulk')}/`;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.put(`${root}p-${i}`, Buffer.from('x'), { contentType: 'text/plain' }),
      ),
    );
    expect(await store.list(root)).toHaveLength(30);
    expect(await store.deletePrefix(root)).toBe(30);
    expect(await store.list(root)).toEqual([]);
  });

  it('answers ping false and rejects calls once closed', async () => {
    const own = await openS3BlobStore(options());
    await own.close();
    await own.close();
    expect(await own.ping()).toBe(false);
    await expect(own.get('a')).rejects.toThrow(/closed/);
    await expect(own.put('a', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/closed/);
    await expect(own.list('')).rejects.toThrow(/closed/);
    await expect(own.deletePrefix('a/')).rejects.toThrow(/closed/);
  });

  it('fails to open quickly, naming the endpoint, when nothing listens there', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const error = await rejection(openS3BlobStore(options({ endpoint, secretKey: 'hunter2-secret' })));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.message).toContain(`blob store unavailable: S3 at ${endpoint}`);
    expect(error.message).not.toContain('hunter2');
  });

  it('fails within its request timeout when the server accepts but never answers', async () => {
    const silent = createServer(() => undefined);
    const held: Socket[] = [];
    silent.on('connection', (socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const error = await rejection(openS3BlobStore(options({ endpoint, requestTimeoutMs: 300 })));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(error.message).toMatch(new RegExp(`S3 at ${endpoint} did not answer.*300 ms`));
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  describe('while the server goes away or cuts a request short', () => {
    let proxy: TcpProxy;
    let viaProxy: BlobStore;

    beforeAll(async () => {
      proxy = await proxyTo(new URL(testServer('S3_ENDPOINT')), 80);
      viaProxy = await openS3BlobStore(
        options({ endpoint: `http://127.0.0.1:${proxy.port}`, requestTimeoutMs: 2000, pingTimeoutMs: 1000 }),
      );
    });

    afterAll(async () => {
      await viaProxy?.close();
      await proxy?.stop();
    });

    it('leaves nothing behind when a put is cut off half-way', async () => {
      const key = `${uniqueName('cut')}/big.bin`;
      const body = Buffer.alloc(2 * 1024 * 1024, 7);
      proxy.cutUploadsAfter(256 * 1024);
      try {
        await expect(viaProxy.put(key, body, { contentType: 'application/octet-stream' })).rejects.toThrow(
          new RegExp(`S3 at http://127\\.0\\.0\\.1:${proxy.port}`),
        );
      } finally {
        proxy.cutUploadsAfter(undefined);
      }
      expect(await store.get(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
      // The same put goes through once the connection holds.
      await viaProxy.put(key, body, { contentType: 'application/octet-stream' });
      expect((await store.get(key))!.body.equals(body)).toBe(true);
    });

    it('fails calls quickly with an error naming the endpoint, then works again', async () => {
      const key = `${uniqueName('away')}/a.txt`;
      await viaProxy.put(key, Buffer.from('before'), { contentType: 'text/plain' });
      expect(await viaProxy.ping()).toBe(true);

      await proxy.stop();
      const started = Date.now();
      expect(await viaProxy.ping()).toBe(false);
      const errors = await Promise.all([
        rejection(viaProxy.get(key)),
        rejection(viaProxy.put(key, Buffer.from('during'), { contentType: 'text/plain' })),
        rejection(viaProxy.list('')),
        rejection(viaProxy.exists(key)),
      ]);
      for (const error of errors) {
        expect(error.message).toContain(`blob store unavailable: S3 at http://127.0.0.1:${proxy.port}`);
      }
      expect(Date.now() - started).toBeLessThan(5000);

      await proxy.start();
      await eventually('ping to answer true again', () => viaProxy.ping(), {
        timeoutMs: 10000,
        intervalMs: 100,
      });
      expect((await viaProxy.get(key))?.body.toString()).toBe('before');
    });
  });
});

const proxyTo = (target: URL, defaultPort: number): Promise<TcpProxy> =>
  startTcpProxy(target.hostname, Number(target.port) || defaultPort);
