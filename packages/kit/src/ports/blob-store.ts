/**
 * The blob store port: pictures and other binary objects, addressed by keys such as
 * `users/<userId>/books/<bookId>/page-3.png`. Content type and cache headers travel with the object.
 */
export interface BlobMetadata {
  contentType: string;
  /** e.g. `public, max-age=31536000, immutable` */
  cacheControl?: string;
}

export interface StoredBlob extends BlobMetadata {
  body: Buffer;
  size: number;
}

export interface BlobStore {
  /** The adapter's short name (`folder`, `s3`), reported by readiness. */
  readonly adapter: string;
  put(key: string, body: Buffer, metadata: BlobMetadata): Promise<void>;
  /** Returns null when the key does not exist. */
  get(key: string): Promise<StoredBlob | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `prefix` (e.g. `users/<id>/`); returns the count. The prefix
   * must not be empty: on S3 that would empty the bucket.
   */
  deletePrefix(prefix: string): Promise<number>;
  /** Keys starting with `prefix` (a plain string prefix: end it with `/` for a folder), in byte order. */
  list(prefix: string): Promise<string[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Keys are relative, slash-separated, without `..`, empty segments or a leading slash; no key is the
 * folder of another (`a` and `a/b` cannot both exist on a file system).
 */
export function assertValidBlobKey(key: string): void {
  if (
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split('/').some((s) => s === '..' || s === '.')
  ) {
    throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  }
}
