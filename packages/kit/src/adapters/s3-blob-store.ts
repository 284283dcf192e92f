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

type Endpoint = ReturnType<typeof parseEndpoint>;

/** One open store: its client on the bucket, and whether it is closed. */
interface S3Bucket {
  client: Client;
  agent: http.Agent;
  bucket: string;
  region: string;
  endpoint: Endpoint;
  log?: pino.Logger;
  closed: boolean;
}

function openBucket(options: S3BlobStoreOptions): S3Bucket {
  const { bucket } = options;
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(`invalid bucket name: ${JSON.stringify(bucket)}`);
  }
  const endpoint = parseEndpoint(options.endpoint);
  const region = options.region ?? 'us-east-1';
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
  const log = options.logger?.child({ component: 'blob-store', endpoint: endpoint.origin, bucket });
  return { client, agent, bucket, region, endpoint, log, closed: false };
}

/** The error a caller sees: a clear one naming the endpoint (never the key or credentials). */
function translate(s3: S3Bucket, error: unknown, action: string): Error {
  if (s3.closed) return new Error('blob store is closed', { cause: error });
  const code = errorCode(error);
  const message = errorMessage(error);
  const where = `S3 at ${s3.endpoint.origin}`;
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
  return new Error(`blob store: ${where} failed to ${action} in bucket ${s3.bucket}: ${code ?? message}`, {
    cause: error,
  });
}

async function call<R>(s3: S3Bucket, action: string, run: () => Promise<R>): Promise<R> {
  if (s3.closed) throw new Error('blob store is closed');
  try {
    return await run();
  } catch (error) {
    throw translate(s3, error, action);
  }
}

function checkKey(s3: S3Bucket, key: string): void {
  if (s3.closed) throw new Error('blob store is closed');
  assertValidBlobKey(key);
}

/** Created at start-up when missing; another instance starting at the same time may create it first. */
async function ensureBucket(s3: S3Bucket): Promise<void> {
  const { client, bucket } = s3;
  await call(s3, 'create the bucket', async () => {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, s3.region);
      s3.log?.info('bucket created');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'BucketAlreadyOwnedByYou') return;
      if (code === 'BucketAlreadyExists' && (await client.bucketExists(bucket))) return;
      throw error;
    }
  });
}

async function put(s3: S3Bucket, key: string, body: Buffer, metadata: BlobMetadata): Promise<void> {
  checkKey(s3, key);
  if (!metadata.contentType) throw new Error('a blob needs a content type');
  const headers: Record<string, string> = { 'Content-Type': metadata.contentType };
  if (metadata.cacheControl !== undefined) headers['Cache-Control'] = metadata.cacheControl;
  await call(s3, 'put an object', () => s3.client.putObject(s3.bucket, key, body, body.length, headers));
}

async function get(s3: S3Bucket, key: string): Promise<StoredBlob | null> {
  checkKey(s3, key);
  return call(s3, 'get an object', async () => {
    let response: NodeJS.ReadableStream & Partial<Pick<IncomingMessage, 'headers'>>;
    try {
      response = await s3.client.getObject(s3.bucket, key);
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
}

async function exists(s3: S3Bucket, key: string): Promise<boolean> {
  checkKey(s3, key);
  return call(s3, 'look up an object', async () => {
    try {
      await s3.client.statObject(s3.bucket, key);
      return true;
    } catch (error) {
      if (MISSING.has(errorCode(error) ?? '')) return false;
      throw error;
    }
  });
}

async function list(s3: S3Bucket, prefix: string): Promise<string[]> {
  return call(s3, 'list objects', async () => {
    const keys: string[] = [];
    for await (const item of s3.client.listObjectsV2(s3.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    // S3 lists in UTF-8 byte order already; keys are ASCII, for which the default sort is the same.
    return keys.sort();
  });
}

async function deletePrefix(s3: S3Bucket, prefix: string): Promise<number> {
  // An empty prefix would empty the whole bucket; no caller means that.
  if (prefix === '') throw new Error('deletePrefix needs a non-empty prefix');
  const keys = await list(s3, prefix);
  if (keys.length === 0) return 0;
  // In batches of up to 1000 keys; the answer lists only the keys that could not be deleted.
  const answer = await call(s3, 'delete objects', () => s3.client.removeObjects(s3.bucket, keys));
  const failures = answer.filter(Boolean);
  if (failures.length > 0) {
    const counts = `${failures.length} of ${keys.length}`;
    throw new Error(`blob store: S3 at ${s3.endpoint.origin} could not delete ${counts} objects`);
  }
  return keys.length;
}

export async function openS3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const s3 = openBucket(options);
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  await ensureBucket(s3);
  s3.log?.info('blob store open');

  return {
    adapter: 's3',
    put: (key, body, metadata) => put(s3, key, body, metadata),
    get: (key) => get(s3, key),
    exists: (key) => exists(s3, key),
    async delete(key: string): Promise<void> {
      checkKey(s3, key);
      // Deleting a missing object succeeds on S3.
      await call(s3, 'delete an object', () => s3.client.removeObject(s3.bucket, key));
    },
    deletePrefix: (prefix) => deletePrefix(s3, prefix),
    list: (prefix) => list(s3, prefix),
    async ping(): Promise<boolean> {
      if (s3.closed) return false;
      return answersWithin(s3.client.bucketExists(s3.bucket), pingTimeoutMs);
    },
    async close(): Promise<void> {
      if (s3.closed) return;
      s3.closed = true;
      s3.agent.destroy();
      s3.log?.info('blob store closed');
    },
  };
}
