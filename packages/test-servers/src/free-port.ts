/**
 * Free ports for servers and services a test or the stack starts. A port is chosen here, then bound a moment
 * (or, for a JVM, seconds) later by another process. A port from the kernel's ephemeral range can be taken in
 * between by any outgoing connection (the stack's services open many, to Kafka, FerretDB and MinIO): seen in
 * CI as a service failing with EADDRINUSE. So ports are chosen below that range, where the kernel hands out
 * nothing by itself, and checked free by binding them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port handed out: above the well-known and most registered service ports. */
const LOWEST_CHOSEN = 10_000;
/** Ports tried at random before falling back to one the kernel picks. */
const TRIES = 50;

/**
 * The ports to choose from, given the text of `/proc/sys/net/ipv4/ip_local_port_range` ("32768\t60999"):
 * those from `LOWEST_CHOSEN` to just below the ephemeral range, or none when there are too few.
 */
export function portsBelowEphemeralRange(
  rangeText: string | undefined,
): { from: number; to: number } | undefined {
  const low = Number(rangeText?.trim().split(/\s+/)[0]);
  if (!Number.isInteger(low) || low - 1 - LOWEST_CHOSEN < 1000) return undefined;
  return { from: LOWEST_CHOSEN, to: low - 1 };
}

function readEphemeralRange(): string | undefined {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  } catch {
    return undefined; // not Linux: the kernel's own choice below
  }
}

const choosable = portsBelowEphemeralRange(readEphemeralRange());

/** Binds the port on 127.0.0.1 and lets it go: its number when it was free, undefined when it was not. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/** A port free on 127.0.0.1 right now, below the ephemeral range where the system offers one. */
export async function freePort(): Promise<number> {
  for (let tried = 0; choosable && tried < TRIES; tried++) {
    const port = choosable.from + Math.floor(Math.random() * (choosable.to - choosable.from + 1));
    const free = await tryPort(port);
    if (free !== undefined) return free;
  }
  const any = await tryPort(0);
  if (any === undefined) throw new Error('no free port on 127.0.0.1');
  return any;
}
