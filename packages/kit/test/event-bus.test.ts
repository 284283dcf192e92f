import pino from 'pino';
import { createInProcessEventBus } from '../src/adapters/embedded';
import type { InProcessEventBus } from '../src/adapters/embedded';
import { createKafkaEventBus } from '../src/adapters/production';
import { createEvent, TOPICS } from '../src/events';
import type { EventEnvelope } from '../src/events';
import { describeEventBusContract } from './contracts/event-bus.contract';
import { deferred } from './contracts/helpers';
import { testServer } from './contracts/servers';

describeEventBusContract('in-process', async () => createInProcessEventBus());

describeEventBusContract('kafka', async () =>
  createKafkaEventBus({
    brokers: testServer('KAFKA_BROKERS').split(','),
    clientId: 'kit-event-bus-contract',
  }),
);

const userDeleted = (userId = 'u1'): EventEnvelope => createEvent(TOPICS.userDeleted, { userId });

describe('in-process event bus', () => {
  let bus: InProcessEventBus;

  beforeEach(() => {
    bus = createInProcessEventBus();
  });

  afterEach(async () => {
    await bus.close();
  });

  it('delivers only events published after a group subscribed', async () => {
    const seen: string[] = [];
    const before = userDeleted();
    await bus.publish('t', before, 'k');
    await bus.subscribe('t', async (event) => void seen.push(event.eventId), { group: 'g' });
    const after = userDeleted();
    await bus.publish('t', after, 'k');
    await bus.idle();
    expect(seen).toEqual([after.eventId]);
  });

  it('gives each group its own copy of an event', async () => {
    const seen: unknown[] = [];
    await bus.subscribe('t', async (event) => void (event.payload = 'tampered'), { group: 'a' });
    await bus.subscribe('t', async (event) => void seen.push(event.payload), { group: 'b' });
    await bus.publish('t', userDeleted('u7'), 'k');
    await bus.idle();
    expect(seen).toEqual([{ userId: 'u7' }]);
  });

  it('refuses an envelope that would not survive the wire', async () => {
    const broken = { ...userDeleted(), occurredAt: 'yesterday' };
    await expect(bus.publish('t', broken, 'k')).rejects.toThrow();
  });

  it('stops delivering on close: queued events are dropped, publish and subscribe refused', async () => {
    const release = deferred();
    const seen: string[] = [];
    await bus.subscribe(
      't',
      async (event) => {
        seen.push(event.eventId);
        await release.promise;
      },
      { group: 'g' },
    );
    const first = userDeleted();
    await bus.publish('t', first, 'k');
    await bus.publish('t', userDeleted(), 'k');
    await new Promise((resolve) => setImmediate(resolve));
    const closing = bus.close();
    release.resolve();
    await closing;
    expect(seen).toEqual([first.eventId]);
    expect(await bus.ping()).toBe(false);
    await expect(bus.publish('t', userDeleted(), 'k')).rejects.toThrow(/closed/);
    await expect(bus.subscribe('t', async () => undefined, { group: 'g' })).rejects.toThrow(/closed/);
  });

  it('cuts a retry backoff short on close', async () => {
    let attempts = 0;
    await bus.subscribe(
      't',
      async () => {
        attempts += 1;
        throw new Error('down');
      },
      { group: 'g', retryDelayMs: 60_000 },
    );
    await bus.publish('t', userDeleted(), 'k');
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    await bus.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(attempts).toBe(1);
  });

  it('logs retries and dead letters when given a logger', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = createInProcessEventBus({ logger });
    await logged.subscribe('t', async () => Promise.reject(new Error('down')), {
      group: 'g',
      maxAttempts: 2,
      retryDelayMs: 1,
    });
    await logged.publish('t', userDeleted(), 'k');
    await logged.idle();
    await logged.close();
    expect(lines.map((line) => line.msg)).toEqual([
      'event handler failed; retrying',
      'event handler failed; sending the event to the dead-letter topic',
    ]);
  });

  it('checks subscription options', async () => {
    await expect(bus.subscribe('t', async () => undefined, { group: 'g', maxAttempts: 0 })).rejects.toThrow();
    await expect(
      bus.subscribe('t', async () => undefined, { group: 'g', retryDelayMs: -1 }),
    ).rejects.toThrow();
  });
});
