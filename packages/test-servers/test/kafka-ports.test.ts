/**
 * The test Kafka chooses its ports before its JVM binds them, a second or two later: a port taken meanwhile
 * (another process starting picked it too) makes it start again on other ports instead of failing the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startKafka } from '@storybook-app/test-servers';
import { Kafka, logLevel } from 'kafkajs';

describe('test Kafka', () => {
  let dir: string;
  let taken: Server;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-kafka-ports-'));
    // Held, not served: whatever connects is let go at once.
    taken = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts on other ports when one it chose was taken before it could bind it', async () => {
    const takenPort = (taken.address() as { port: number }).port;
    let chosen = 0;
    // Its first port is one another process holds; every later one is free.
    const choosePort = async () => (chosen++ === 0 ? takenPort : freePort());
    const kafka = await startKafka({ dir, choosePort });
    try {
      expect(chosen).toBe(8);
      expect(kafka.url).not.toBe(`127.0.0.1:${takenPort}`);
      const admin = new Kafka({ brokers: [kafka.url], logLevel: logLevel.NOTHING }).admin();
      await admin.connect();
      expect((await admin.describeCluster()).brokers).toHaveLength(1);
      await admin.disconnect();
    } finally {
      await kafka.stop({ graceMs: 0 });
    }
  }, 180_000);
});
