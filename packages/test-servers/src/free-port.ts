/**
 * Free ports for servers and services a test or the stack starts. A port is chosen here, then bound a moment
 * (or, for a JVM, seconds) later by another process. A port from the kernel's ephemeral range can be taken in
 * between by any outgoing connection (the stack's services open many, to Kafka, FerretDB and MinIO): seen in
 * CI as a service failing with EADDRINUSE. So ports are chosen below that range, where the kernel hands out
 * nothing by itself, and checked free by binding them. Below it, the processes of one test run choose at
 * random among the same ports, so two could choose the same one before either binds it (seen in CI: a stack
 * service's port taken by a server another test file started): each choice is claimed in a file every
 * process sees, and a port claimed by another is not chosen again while the claim is fresh.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** How long a claim holds: longer than any server or service takes to bind its port (a JVM: seconds). */
export const CLAIM_HOLDS_MS = 10 * 60_000;
const CLAIMS_DIR = join(tmpdir(), 'storybook-app-port-claims');

/**
 * Claims the port for this process among all that choose through here, by creating its file exclusively:
 * true when it was not claimed or its claim is older than `CLAIM_HOLDS_MS` (taken over: a stale claim is
 * moved aside first, which only one process can do, so two never both take it over).
 */
export function claimPort(port: number, dir = CLAIMS_DIR, now = Date.now()): boolean {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, String(port));
  const create = () => {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  if (create()) return true;
  try {
    if (now - statSync(file).mtimeMs < CLAIM_HOLDS_MS) return false;
    const aside = `${file}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
    renameSync(file, aside);
    rmSync(aside, { force: true });
  } catch {
    return false; // moved aside or taken over by another process meanwhile
  }
  return create();
}

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
    if (!claimPort(port)) continue;
    const free = await tryPort(port);
    if (free !== undefined) return free;
  }
  const any = await tryPort(0);
  if (any === undefined) throw new Error('no free port on 127.0.0.1');
  return any;
}
