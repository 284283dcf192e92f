// The web container's server: the built app (web/dist) behind the gateway's proxy. Node's own http and fs,
// no dependencies, so the image is the services' base image plus this file and the bundle. Rules are the
// ones `npm start` serves by (apps/embedded/src/web-server.ts): hashed assets cached for a year,
// index.html never cached, any other path answered with index.html so the client router can take it.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.env.WEB_ROOT ?? fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const indexFile = join(root, 'index.html');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const log = (fields) =>
  process.stdout.write(`${JSON.stringify({ time: Date.now(), name: 'web', ...fields })}\n`);

const fileAt = (path) => {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
};

function send(req, res, path, stat, cacheControl) {
  res.writeHead(200, {
    'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok');
    return;
  }
  const path = normalize(join(root, pathname));
  // A path that climbs out of the bundle is answered like any unknown page, never read.
  const inside = path === root || path.startsWith(root + sep);
  const stat = inside && path !== indexFile ? fileAt(path) : undefined;
  if (stat) {
    const hashed = pathname.startsWith('/assets/');
    send(req, res, path, stat, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return;
  }
  // A missing asset is a 404: answering it with the page would hide a stale bundle behind a parse error.
  if (pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const index = fileAt(indexFile);
  if (!index) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('the web app is not built');
    return;
  }
  send(req, res, indexFile, index, 'no-cache');
});

server.keepAliveTimeout = 5000;
server.listen(port, host, () => {
  const address = server.address();
  log({ level: 30, msg: 'web listening', root, port: typeof address === 'object' ? address?.port : port });
});

const stop = (signal) => {
  log({ level: 30, msg: 'shutting down', signal });
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 4000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
