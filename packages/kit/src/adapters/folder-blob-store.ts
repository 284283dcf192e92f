/**
 * The embedded blob store: each object is a file under one folder at the path its key names, so the folder
 * can be browsed as is. Metadata sits in a sidecar file next to it. Sidecars and temporary files carry a `~`
 * in their names, which no key segment may contain, so they can never clash with an object or be listed.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import {
  access,
  constants,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidBlobKey } from '../ports/blob-store';
import type { BlobMetadata, BlobStore, StoredBlob } from '../ports/blob-store';

export interface FolderBlobStoreOptions {
  dir: string;
}

const META_SUFFIX = '~meta.json';
const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

async function ignoring<T>(codes: string[], action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch (error) {
    if (codes.includes(errorCode(error) ?? '')) return undefined;
    throw error;
  }
}

/** Write to a temporary file and rename it into place, so readers never see half an object. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}~${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** One open store: its folder, and whether it is closed. */
interface Folder {
  root: string;
  closed: boolean;
}

function fileOf(folder: Folder, key: string): string {
  if (folder.closed) throw new Error('blob store is closed');
  assertValidBlobKey(key);
  const file = resolve(folder.root, ...key.split('/'));
  // The key pattern already forbids `..`; this is the last line should that pattern ever loosen.
  if (!file.startsWith(folder.root + sep))
    throw new Error(`blob key escapes the store: ${JSON.stringify(key)}`);
  return file;
}

/** Removes folders left empty by a delete, so nothing named after a deleted user's id lingers. */
async function pruneEmptyFolders(folder: Folder, from: string): Promise<void> {
  for (let dir = from; dir.startsWith(folder.root + sep); dir = dirname(dir)) {
    const removed = await ignoring(['ENOTEMPTY', 'EEXIST', 'ENOENT'], async () => {
      await rmdir(dir);
      return true;
    });
    if (!removed) return;
  }
}

async function deleteFile(folder: Folder, file: string): Promise<boolean> {
  const stats = await ignoring(['ENOENT', 'ENOTDIR'], () => lstat(file));
  if (!stats?.isFile()) return false;
  await ignoring(['ENOENT'], () => unlink(file));
  await ignoring(['ENOENT'], () => unlink(file + META_SUFFIX));
  await pruneEmptyFolders(folder, dirname(file));
  return true;
}

async function collect(dir: string, keyPrefix: string, namePrefix: string, keys: string[]): Promise<void> {
  const entries = (await ignoring(['ENOENT', 'ENOTDIR'], () => readdir(dir, { withFileTypes: true }))) ?? [];
  for (const entry of entries) {
    if (!KEY_SEGMENT.test(entry.name) || !entry.name.startsWith(namePrefix)) continue;
    const key = keyPrefix + entry.name;
    if (entry.isDirectory()) await collect(join(dir, entry.name), `${key}/`, '', keys);
    else if (entry.isFile()) keys.push(key);
  }
}

async function list(folder: Folder, prefix: string): Promise<string[]> {
  if (folder.closed) throw new Error('blob store is closed');
  const slash = prefix.lastIndexOf('/');
  const parent = slash >= 0 ? prefix.slice(0, slash) : undefined;
  const keys: string[] = [];
  // A prefix whose folder part is no valid key cannot start any key.
  if (parent !== undefined && !isValidKey(parent)) return keys;
  await collect(
    parent === undefined ? folder.root : fileOf(folder, parent),
    parent === undefined ? '' : `${parent}/`,
    prefix.slice(slash + 1),
    keys,
  );
  return keys.sort();
}

async function put(folder: Folder, key: string, body: Buffer, metadata: BlobMetadata): Promise<void> {
  const file = fileOf(folder, key);
  if (!metadata.contentType) throw new Error('a blob needs a content type');
  const meta = JSON.stringify({ contentType: metadata.contentType, cacheControl: metadata.cacheControl });
  // A concurrent delete may prune the folder between mkdir and write; trying again recreates it.
  for (let tries = 1; ; tries++) {
    try {
      await mkdir(dirname(file), { recursive: true });
      // Metadata first: a new object is visible only once its metadata is in place.
      await writeAtomically(file + META_SUFFIX, meta);
      await writeAtomically(file, body);
      return;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT' || tries >= 3) throw error;
    }
  }
}

async function get(folder: Folder, key: string): Promise<StoredBlob | null> {
  const file = fileOf(folder, key);
  const body = await ignoring(['ENOENT', 'ENOTDIR', 'EISDIR'], () => readFile(file));
  if (body === undefined) return null;
  const metaText = await ignoring(['ENOENT'], () => readFile(file + META_SUFFIX, 'utf8'));
  const meta: Partial<BlobMetadata> = metaText ? JSON.parse(metaText) : {};
  return {
    body,
    size: body.length,
    contentType: meta.contentType ?? 'application/octet-stream',
    ...(meta.cacheControl !== undefined && { cacheControl: meta.cacheControl }),
  };
}

async function deletePrefix(folder: Folder, prefix: string): Promise<number> {
  // An empty prefix would wipe the whole store; no caller means that.
  if (prefix === '') throw new Error('deletePrefix needs a non-empty prefix');
  let count = 0;
  for (const key of await list(folder, prefix)) {
    if (await deleteFile(folder, fileOf(folder, key))) count++;
  }
  return count;
}

export function openFolderBlobStore(options: FolderBlobStoreOptions): BlobStore {
  const folder: Folder = { root: resolve(options.dir), closed: false };
  mkdirSync(folder.root, { recursive: true });

  return {
    adapter: 'folder',
    put: async (key, body, metadata) => put(folder, key, body, metadata),
    get: async (key) => get(folder, key),
    async exists(key: string): Promise<boolean> {
      const stats = await ignoring(['ENOENT', 'ENOTDIR'], () => lstat(fileOf(folder, key)));
      return stats?.isFile() ?? false;
    },
    async delete(key: string): Promise<void> {
      await deleteFile(folder, fileOf(folder, key));
    },
    deletePrefix: async (prefix) => deletePrefix(folder, prefix),
    list: async (prefix) => list(folder, prefix),
    async ping(): Promise<boolean> {
      if (folder.closed) return false;
      return (
        (await ignoring(['ENOENT', 'EACCES', 'EPERM'], () =>
          access(folder.root, constants.W_OK).then(() => true),
        )) ?? false
      );
    },
    async close(): Promise<void> {
      folder.closed = true;
    },
  };
}

function isValidKey(key: string): boolean {
  try {
    assertValidBlobKey(key);
    return true;
  } catch {
    return false;
  }
}
