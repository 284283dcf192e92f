import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@storybook-app/kit';

/** The URL of a port that was free a moment ago and has nothing listening now. */
export async function closedPortUrl(path = ''): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${path}`;
}

/** A pino logger whose lines land in an array. */
export function capturedLogger(level: string) {
  const lines: string[] = [];
  const logger = createLogger('ai-test', {
    level,
    destination: { write: (line: string) => lines.push(line) },
  });
  return { logger, lines };
}
