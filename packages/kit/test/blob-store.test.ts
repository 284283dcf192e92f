import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { openFolderBlobStore } from '../src/adapters/embedded';
import { openS3BlobStore } from '../src/adapters/production';
import { describeBlobStoreContract } from './contracts/blob-store.contract';
import { uniqueName } from './contracts/helpers';
import { s3Credentials, testServer } from './contracts/servers';

const dir = mkdtempSync(join(tmpdir(), 'kit-blobs-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeBlobStoreContract('folder', async () => openFolderBlobStore({ dir: join(dir, 'contract') }));

// S3 bucket names take lowercase letters, digits and hyphens, no `_`.
const bucket = uniqueName('contract').replace(/_/g, '-');

describeBlobStoreContract(
  's3',
  async () => openS3BlobStore({ endpoint: testServer('S3_ENDPOINT'), bucket, ...s3Credentials() }),
  async () => {
    const url = new URL(testServer('S3_ENDPOINT'));
    const client = new Client({
      endPoint: url.hostname,
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      useSSL: url.protocol === 'https:',
      region: 'us-east-1',
      ...s3Credentials(),
    });
    const keys: string[] = [];
    for await (const item of client.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
    if (keys.length > 0) await client.removeObjects(bucket, keys);
    await client.removeBucket(bucket);
  },
);

describe('folder blob store', () => {
  it('keeps objects as files under their key, with hidden sidecars and no leftovers', async () => {
    const root = join(dir, 'layout');
    const store = openFolderBlobStore({ dir: root });
    await store.put('users/u1/page.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(readdirSync(join(root, 'users', 'u1')).sort()).toEqual(['page.png', 'page.png~meta.json']);
    expect(await store.list('')).toEqual(['users/u1/page.png']);
    expect(await store.deletePrefix('users/u1/')).toBe(1);
    // Nothing named after a deleted user stays behind.
    expect(existsSync(join(root, 'users'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('refuses to delete the whole store through an empty prefix', async () => {
    const store = openFolderBlobStore({ dir: join(dir, 'guard') });
    await expect(store.deletePrefix('')).rejects.toThrow(/non-empty prefix/);
  });

  it('lists nothing for prefixes no valid key can start with', async () => {
    const store = openFolderBlobStore({ dir: join(dir, 'prefixes') });
    await store.put('a/b', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await store.list('../')).toEqual([]);
    expect(await store.list('/a')).toEqual([]);
    expect(await store.list('a//')).toEqual([]);
    expect(await store.list('a/')).toEqual(['a/b']);
  });

  it('answers ping false and rejects calls once closed', async () => {
    const store = openFolderBlobStore({ dir: join(dir, 'closed') });
    await store.close();
    expect(await store.ping()).toBe(false);
    await expect(store.get('a')).rejects.toThrow(/closed/);
  });
});
