/**
 * Ports for the servers and services tests start are chosen below the kernel's ephemeral range: a port from
 * that range can be taken by any outgoing connection between its choosing and its binding (seen in CI).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@storybook-app/test-servers';
import { CLAIM_HOLDS_MS, claimPort, portsBelowEphemeralRange } from '../src/free-port';

const here = () => portsBelowEphemeralRange(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))!;

describe('free ports', () => {
  it('are chosen from 10000 to just below the ephemeral range, and not when that leaves too few', () => {
    expect(portsBelowEphemeralRange('32768\t60999\n')).toEqual({ from: 10_000, to: 32_767 });
    expect(portsBelowEphemeralRange('49152 65535')).toEqual({ from: 10_000, to: 49_151 });
    expect(portsBelowEphemeralRange('10500 65535')).toBeUndefined();
    expect(portsBelowEphemeralRange('1024 65535')).toBeUndefined();
    expect(portsBelowEphemeralRange('')).toBeUndefined();
    expect(portsBelowEphemeralRange(undefined)).toBeUndefined();
  });

  it('are below the ephemeral range here, bindable, and spread out', async () => {
    const range = here();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(range.from);
    expect(Math.max(...ports)).toBeLessThanOrEqual(range.to);
    expect(new Set(ports).size).toBeGreaterThan(15);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('skips a port something already holds', async () => {
    const held = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => held.listen(port, '127.0.0.1', resolve));
    try {
      const random = jest.spyOn(Math, 'random');
      // The first try lands on the held port, the next elsewhere.
      const range = here();
      random.mockReturnValueOnce((port - range.from) / (range.to - range.from + 1) + 1e-9);
      const other = await freePort();
      random.mockRestore();
      expect(other).not.toBe(port);
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
  });

  it('are never chosen by two processes at once', async () => {
    // Two processes choosing 400 each among ~22,700 ports share about seven without the claims.
    const choose = `import { freePort } from ${JSON.stringify(join(__dirname, '../src/free-port.ts'))};
      void (async () => {
        const ports = [];
        for (let i = 0; i < 400; i++) ports.push(await freePort());
        console.log(JSON.stringify(ports));
      })();`;
    const run = () =>
      promisify(execFile)(join(__dirname, '../../../node_modules/.bin/tsx'), ['-e', choose]).then(
        ({ stdout }) => JSON.parse(stdout) as number[],
      );
    const [first, second] = await Promise.all([run(), run()]);
    expect(new Set(first).size).toBe(400);
    expect(first.filter((port) => second.includes(port))).toEqual([]);
  });

  it('are claimed once among processes, a claim going stale after its time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'port-claims-'));
    try {
      const now = Date.now();
      expect(claimPort(20_001, dir, now)).toBe(true);
      expect(claimPort(20_001, dir, now)).toBe(false);
      expect(claimPort(20_001, dir, now + CLAIM_HOLDS_MS - 1000)).toBe(false);
      expect(claimPort(20_002, dir, now)).toBe(true);
      expect(claimPort(20_001, dir, now + CLAIM_HOLDS_MS + 1000)).toBe(true);
      expect(claimPort(20_001, dir, Date.now())).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
