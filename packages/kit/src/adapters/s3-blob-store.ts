/**
 * The blob store on the S3 API (MinIO, AWS S3 and the like) through the minio client: one bucket, created at
 * start-up when missing; each key is an object whose Content-Type and Cache-Control travel as its headers.
 *
 * An S3 PUT is atomic: an object is visible whole or not at all, so a put that fails half-way leaves nothing
 * behind. Every request has a timeout, so a server that is away fails calls with an error naming the
 * endpoint instead of leaving them hanging.
 */
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { Client } from 'minio';
import type pino from 'pino';
import { DependencyUnavailableError } from '../errors';
import { assertValidBlobKey } from '../ports/blob-store';
import { answersWithin } from './ping-within';
import type { BlobMetadata, BlobStore, StoredBlob } from '../ports/blob-store';

export interface S3BlobStoreOptions {
  /** The S3 API's URL, like `http://127.0.0.1:9000`; https is used when it says so. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** Lowercase letters, digits, dots and hyphens, 3 to 63 characters. */
  bucket: string;
  /** Default `us-east-1`; giving it spares the client a round trip to look it up. */
  region?: string;
  logger?: pino.Logger;
  /** How long a request waits for the server, to connect or for more bytes, before failing (default 10 s). */
  requestTimeoutMs?: number;
  /** How long `ping` waits before answering false (default 2000 ms). */
  pingTimeoutMs?: number;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Socket-level errors: the server is away or does not answer, the call may work later. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_S3_REQUEST_TIMEOUT',
]);

const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);

const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
const errorMessage = (error: unknown): string => String((error as Error | null)?.message ?? error);

/** Where the client connects, from the endpoint URL; a path in it is refused, the client could not use it. */
function parseEndpoint(endpoint: string): { host: string; port: number; useSSL: boolean; origin: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error('S3 endpoint must be a URL like http://127.0.0.1:9000');
  }
  if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`S3 endpoint must be an http(s) URL without a path, got ${url.protocol}//${url.host}`);
  }
  const useSSL = url.protocol === 'https:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    // Without any user or password the URL might carry.
    origin: `${url.protocol}//${url.host}`,
  };
}

/** http(s).request with a timeout: one with no answer within `timeoutMs` fails instead of hanging. */
function timedTransport(useSSL: boolean, timeoutMs: number): Pick<typeof http, 'request'> {
  const transport = useSSL ? https : http;
  const request = (options: http.RequestOptions, callback?: (response: IncomingMessage) => void) => {
    const req = transport.request({ ...options, timeout: timeoutMs }, callback);
    req.on('timeout', () => {
      const error = new Error(`no answer within ${timeoutMs} ms`) as NodeJS.ErrnoException;
      error.code = 'ERR_S3_REQUEST_TIMEOUT';
      req.destroy(error);
    });
    return req;
  };
  return { request: request as typeof http.request };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

export async function openS3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const { bucket } = options;
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(`invalid bucket name: ${JSON.stringify(bucket)}`);
  }
  const endpoint = parseEndpoint(options.endpoint);
  const region = options.region ?? 'us-east-1';
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const log = options.logger?.child({ component: 'blob-store', endpoint: endpoint.origin, bucket });
  const agent = endpoint.useSSL ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const client = new Client({
    endPoint: endpoint.host,
    port: endpoint.port,
    useSSL: endpoint.useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region,
    pathStyle: true,
    transport: timedTransport(endpoint.useSSL, options.requestTimeoutMs ?? 10000),
    transportAgent: agent,
  });
  let closed = false;

  /** The error a caller sees: a clear one naming the endpoint (never the key or credentials). */
  function translate(error: unknown, action: string): Error {
    if (closed) return new Error('blob store is closed', { cause: error });
    const code = errorCode(error);
    const message = errorMessage(error);
    const where = `S3 at ${endpoint.origin}`;
    if (code !== undefined && NETWORK_ERRORS.has(code)) {
      const detail = message.includes(code) ? message : `${code}: ${message}`;
      return new DependencyUnavailableError(
        `blob store unavailable: ${where} did not answer (${action}): ${detail}`,
        {
          cause: error,
        },
      );
    }
    // S3's own errors (AccessDenied, NoSuchBucket...) by their code: their messages may name the key.
    return new Error(`blob store: ${where} failed to ${action} in bucket ${bucket}: ${code ?? message}`, {
      cause: error,
    });
  }

  async function call<R>(action: string, run: () => Promise<R>): Promise<R> {
    if (closed) throw new Error('blob store is closed');
    try {
      return await run();
    } catch (error) {
      throw translate(error, action);
    }
  }

  function checkKey(key: string): void {
    if (closed) throw new Error('blob store is closed');
    assertValidBlobKey(key);
  }

  async function list(prefix: string): Promise<string[]> {
    return call('list objects', async () => {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if (item.name) keys.push(item.name);
      }
      // S3 lists in UTF-8 byte order already; keys are ASCII, for which the default sort is the same.
      return keys.sort();
    });
  }

  // Created at start-up when missing; another instance starting at the same time may create it first.
  await call('create the bucket', async () => {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, region);
      log?.info('bucket created');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'BucketAlreadyOwnedByYou') return;
      if (code === 'BucketAlreadyExists' && (await client.bucketExists(bucket))) return;
      throw error;
    }
  });
  log?.info('blob store open');

  return {
    adapter: 's3',

    async put(key: string, body: Buffer, metadata: BlobMetadata): Promise<void> {
      checkKey(key);
      if (!metadata.contentType) throw new Error('a blob needs a content type');
      const headers: Record<string, string> = { 'Content-Type': metadata.contentType };
      if (metadata.cacheControl !== undefined) headers['Cache-Control'] = metadata.cacheControl;
      await call('put an object', () => client.putObject(bucket, key, body, body.length, headers));
    },

    async get(key: string): Promise<StoredBlob | null> {
      checkKey(key);
      return call('get an object', async () => {
        let response: NodeJS.ReadableStream & Partial<Pick<IncomingMessage, 'headers'>>;
        try {
          response = await client.getObject(bucket, key);
        } catch (error) {
          if (MISSING.has(errorCode(error) ?? '')) return null;
          throw error;
        }
        const body = await readAll(response);
        // The object's headers come with its body in the same answer, so they always belong together.
        const headers = response.headers ?? {};
        const contentType = headers['content-type'] ?? 'application/octet-stream';
        const cacheControl = headers['cache-control'];
        return { body, size: body.length, contentType, ...(cacheControl !== undefined && { cacheControl }) };
      });
    },

    async exists(key: string): Promise<boolean> {
      checkKey(key);
      return call('look up an object', async () => {
        try {
          await client.statObject(bucket, key);
          return true;
        } catch (error) {
          if (MISSING.has(errorCode(error) ?? '')) return false;
          throw error;
        }
      });
    },

    async delete(key: string): Promise<void> {
      checkKey(key);
      // Deleting a missing object succeeds on S3.
      await call('delete an object', () => client.removeObject(bucket, key));
    },

    async deletePrefix(prefix: string): Promise<number> {
      // An empty prefix would empty the whole bucket; no caller means that.
      if (prefix === '') throw new Error('deletePrefix needs a non-empty prefix');
      const keys = await list(prefix);
      if (keys.length === 0) return 0;
      // In batches of up to 1000 keys; the answer lists only the keys that could not be deleted.
      const answer = await call('delete objects', () => client.removeObjects(bucket, keys));
      const failures = answer.filter(Boolean);
      if (failures.length > 0) {
        const counts = `${failures.length} of ${keys.length}`;
        throw new Error(`blob store: S3 at ${endpoint.origin} could not delete ${counts} objects`);
      }
      return keys.length;
    },

    list: (prefix: string) => list(prefix),

    async ping(): Promise<boolean> {
      if (closed) return false;
      return answersWithin(client.bucketExists(bucket), pingTimeoutMs);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      agent.destroy();
      log?.info('blob store closed');
    },
  };
}
