/**
 * What the Kafka adapter does beyond the event bus contract: offsets committed only after success (so a
 * process that stops mid-retry hands the event on), topic creation, a new group's starting point, logs
 * through pino, and close. Runs against the test Kafka (`KAFKA_BROKERS`).
 */
import { readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { createKafkaEventBus } from '../src/adapters/production';
import { MOST_TAKEN_PER_PARTITION } from '../src/adapters/kafka/consumer';
import { mendIdleRequestQueues } from '../src/adapters/kafka/idle-request-queues';
import type { KafkaEventBusOptions } from '../src/adapters/production';
import { createEvent, TOPICS } from '../src/events';
import type { EventEnvelope } from '../src/events';
import { metricsRegistry, parseExposition, sampleSum } from '../src/metrics';
import { deadLetterTopic } from '../src/ports/event-bus';
import type { EventBus } from '../src/ports/event-bus';
import { uniqueName } from './contracts/helpers';
import { eventually } from '../src/testing';
import { testServer } from './contracts/servers';

const WAIT = { timeoutMs: 10_000 };
const brokers = (): string[] => testServer('KAFKA_BROKERS').split(',');
const userDeleted = (userId = 'u1'): EventEnvelope => createEvent(TOPICS.userDeleted, { userId });

/** A new group subscribes to a new topic through `bus`, and one event published there reaches it. */
async function roundTrip(bus: EventBus, listener: string): Promise<void> {
  const topic = uniqueName('t');
  const received: EventEnvelope[] = [];
  await bus.subscribe(topic, async (event) => void received.push(event), { group: uniqueName('g') });
  const event = userDeleted(`${listener.toLowerCase()}-user`);
  await bus.publish(topic, event, 'k');
  await eventually(`the event through the ${listener} listener`, () => received.length === 1, WAIT);
  expect(received[0]!.eventId).toBe(event.eventId);
}

describe('kafka event bus', () => {
  const buses: EventBus[] = [];

  /** A bus closed after the test; several stand for several processes. */
  function open(options: Partial<KafkaEventBusOptions> = {}): EventBus {
    const bus = createKafkaEventBus({ brokers: brokers(), clientId: 'kit-kafka-test', ...options });
    buses.push(bus);
    return bus;
  }

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('hands an event whose handler has not succeeded to the next process in the group', async () => {
    const topic = uniqueName('t');
    const group = uniqueName('g');
    const first = open();
    let attempts = 0;
    await first.subscribe(
      topic,
      async () => {
        attempts += 1;
        throw new Error('not yet');
      },
      { group, retryDelayMs: 60_000 },
    );
    const event = userDeleted();
    await first.publish(topic, event, 'k');
    await eventually('the first attempt', () => attempts === 1, WAIT);
    // The process stops while the handler backs off: close cuts the backoff short and commits nothing.
    const started = Date.now();
    await first.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(attempts).toBe(1);

    const second = open();
    const seen: string[] = [];
    await second.subscribe(topic, async (received) => void seen.push(received.eventId), { group });
    await eventually('the event in the next process', () => seen.length === 1, WAIT);
    expect(seen).toEqual([event.eventId]);
  });

  it('does not deliver again what the group handled before a restart', async () => {
    const topic = uniqueName('t');
    const group = uniqueName('g');
    const first = open();
    const handled: string[] = [];
    await first.subscribe(topic, async (event) => void handled.push(event.eventId), { group });
    const before = userDeleted();
    await first.publish(topic, before, 'k');
    await eventually('the first event', () => handled.length === 1, WAIT);
    await first.close();

    const second = open();
    const seen: string[] = [];
    await second.subscribe(topic, async (event) => void seen.push(event.eventId), { group });
    const marker = userDeleted();
    await second.publish(topic, marker, 'k');
    await eventually('the marker', () => seen.length >= 1, WAIT);
    expect(seen).toEqual([marker.eventId]);
  });

  it("handles one partition's keys side by side, each key's events in order", async () => {
    const topic = uniqueName('t');
    const bus = open({ numPartitions: 1 });
    const keys = ['page-1', 'page-2', 'page-3', 'page-4'];
    const started = new Set<string>();
    const seen = new Map<string, number[]>();
    let allStarted!: () => void;
    const together = new Promise<void>((resolve) => (allStarted = resolve));
    await bus.subscribe(
      topic,
      async (event) => {
        const [key, n] = (event.payload as { userId: string }).userId.split('#');
        // Each key's first event waits for every key's first: handled one event after another, the
        // partition would not get there before the wait runs out and the test times out.
        if (n === '0') {
          started.add(key);
          if (started.size === keys.length) allStarted();
          await Promise.race([
            together,
            new Promise((resolve) => setTimeout(resolve, WAIT.timeoutMs).unref()),
          ]);
        }
        seen.set(key, [...(seen.get(key) ?? []), Number(n)]);
      },
      { group: uniqueName('g') },
    );
    // Published without waiting, as bookgen asks for a book's pages: one request carries them, so they
    // reach the consumer in one batch of the one partition.
    await Promise.all(
      [0, 1, 2].flatMap((n) => keys.map((key) => bus.publish(topic, userDeleted(`${key}#${n}`), key))),
    );
    await eventually('every event', () => keys.every((key) => seen.get(key)?.length === 3), WAIT);
    for (const key of keys) expect(seen.get(key)).toEqual([0, 1, 2]);
  });

  it("handles a partition's later events while a key of an earlier batch is still being handled", async () => {
    const topic = uniqueName('t');
    const bus = open({ numPartitions: 1 });
    const seen: string[] = [];
    let slowStarted = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe(
      topic,
      async (event) => {
        const id = (event.payload as { userId: string }).userId;
        // The first book page's record is slow: a batch handled to its end before the next is fetched
        // would keep the pages published after it waiting until it is done.
        if (id === 'slow#0') {
          slowStarted = true;
          await released;
        }
        seen.push(id);
      },
      { group: uniqueName('g') },
    );
    await bus.publish(topic, userDeleted('slow#0'), 'slow');
    try {
      await eventually('the slow event being handled', () => slowStarted, WAIT);
      // Published after, in requests (and batches) of their own; one more on the slow key waits its turn.
      for (const id of ['fast#0', 'fast#1', 'slow#1', 'other#0']) {
        await bus.publish(topic, userDeleted(id), id.split('#')[0]);
      }
      await eventually(
        'the later keys handled',
        () => seen.includes('fast#1') && seen.includes('other#0'),
        WAIT,
      );
      expect(seen).not.toContain('slow#1');
    } finally {
      release();
    }
    await eventually('every event', () => seen.length === 5, WAIT);
    expect(seen.indexOf('slow#0')).toBeLessThan(seen.indexOf('slow#1'));
    expect(seen.indexOf('fast#0')).toBeLessThan(seen.indexOf('fast#1'));
  });

  it('holds a partition once its waiting events pass the bound, closes while it waits, and commits only what was handled', async () => {
    const topic = uniqueName('t');
    const group = uniqueName('g');
    const first = open({ numPartitions: 1 });
    const handled: number[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await first.subscribe(
      topic,
      async (event) => {
        const n = Number((event.payload as { userId: string }).userId);
        // The first event blocks its key, and every event is on that key: they all wait, past the bound.
        if (n === 0) await released;
        handled.push(n);
      },
      { group },
    );
    const count = MOST_TAKEN_PER_PARTITION + 100;
    await Promise.all(
      Array.from({ length: count }, (_, n) => first.publish(topic, userDeleted(String(n)), 'one-key')),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handled).toEqual([]);
    // Closing lets the blocked handler end; the events behind it are neither handled nor committed.
    const closing = first.close();
    release();
    await closing;
    expect(handled).toEqual([0]);

    const second = open({ numPartitions: 1 });
    const seen: number[] = [];
    await second.subscribe(
      topic,
      async (event) => void seen.push(Number((event.payload as { userId: string }).userId)),
      { group },
    );
    await eventually('the rest again', () => seen.length === count - 1, WAIT);
    expect(seen).toEqual(Array.from({ length: count - 1 }, (_, n) => n + 1));
  });

  it('keeps publish order per key for events published side by side (they share requests)', async () => {
    const topic = uniqueName('t');
    const bus = open();
    const seen: number[] = [];
    await bus.subscribe(
      topic,
      async (event) => void seen.push(Number((event.payload as { userId: string }).userId)),
      { group: uniqueName('g') },
    );
    // More than one request carries (100 events): the order holds across requests too.
    await Promise.all(
      Array.from({ length: 250 }, (_, n) => bus.publish(topic, userDeleted(String(n)), 'one-key')),
    );
    await eventually('all 250 events', () => seen.length === 250, WAIT);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, n) => n));
  });

  it('keeps its partitions through a handler longer than the session timeout', async () => {
    const topic = uniqueName('t');
    // The broker's shortest session (group.min.session.timeout.ms); the handler outlasts it.
    const bus = open({ sessionTimeoutMs: 6000, heartbeatIntervalMs: 500 });
    const slow = userDeleted();
    const seen: string[] = [];
    await bus.subscribe(
      topic,
      async (event) => {
        if (event.eventId === slow.eventId) await new Promise((resolve) => setTimeout(resolve, 7000));
        seen.push(event.eventId);
      },
      { group: uniqueName('g') },
    );
    await bus.publish(topic, slow, 'k');
    const marker = userDeleted();
    await bus.publish(topic, marker, 'k');
    await eventually('the marker', () => seen.includes(marker.eventId), { timeoutMs: 15_000 });
    // Had the member lost its partitions, its commit would have failed and the slow event come again.
    expect(seen).toEqual([slow.eventId, marker.eventId]);
  }, 30_000);

  it("leaves an idle connection's request queue alone (kafkajs 2.2.4 looked at it every millisecond)", async () => {
    const bus = open();
    await roundTrip(bus, 'idle');
    const queue = mendIdleRequestQueues().prototype;
    const check = queue.checkPendingRequests;
    let checks = 0;
    queue.checkPendingRequests = function (this: typeof queue) {
      checks += 1;
      check.call(this);
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      queue.checkPendingRequests = check;
    }
    // What is left: each answered request (fetches every half second, heartbeats) looks at its queue once.
    // Unmended, every connection (producer, coordinator, fetches) looked about 700 times a second.
    expect(checks).toBeLessThan(50);
  });

  it("reports a group's lag as the events it has not handled yet, read from the broker when scraped", async () => {
    const topic = uniqueName('t');
    const group = uniqueName('g');
    const bus = open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    await bus.subscribe(
      topic,
      async () => {
        await held;
        handled += 1;
      },
      { group },
    );
    // One key, one partition: the first event holds up the other two, and nothing is committed yet.
    for (const user of ['u1', 'u2', 'u3']) await bus.publish(topic, userDeleted(user), 'k');
    const lag = async () =>
      sampleSum(parseExposition(await metricsRegistry.metrics()), 'storybook_event_consumer_lag', {
        topic,
        group,
      });
    await eventually('three events behind', lag, { ...WAIT, intervalMs: 100, until: (value) => value === 3 });
    release();
    await eventually('the events handled', () => handled === 3, WAIT);
    await eventually('nothing behind', lag, { ...WAIT, intervalMs: 100, until: (value) => value === 0 });
  });

  it('starts a new group at the end of the topic', async () => {
    const topic = uniqueName('t');
    const bus = open();
    await bus.publish(topic, userDeleted(), 'k');
    const seen: string[] = [];
    await bus.subscribe(topic, async (event) => void seen.push(event.eventId), { group: uniqueName('g') });
    const after = userDeleted();
    await bus.publish(topic, after, 'k');
    await eventually('the event published after subscribe', () => seen.length >= 1, WAIT);
    expect(seen).toEqual([after.eventId]);
  });

  it('creates the topic and its dead-letter topic', async () => {
    const topic = uniqueName('t');
    const bus = open({ numPartitions: 2 });
    await bus.subscribe(topic, async () => undefined, { group: uniqueName('g') });
    const admin = new Kafka({
      brokers: brokers(),
      clientId: 'kit-kafka-test-admin',
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic, deadLetterTopic(topic)] });
      expect(topics.map((t) => [t.name, t.partitions.length]).sort()).toEqual([
        [topic, 2],
        [deadLetterTopic(topic), 2],
      ]);
      // A dead-letter topic gets no dead-letter topic of its own.
      expect(await admin.listTopics()).not.toContain(deadLetterTopic(deadLetterTopic(topic)));
    } finally {
      await admin.disconnect();
    }
  });

  it('refuses an envelope that would not survive the wire, and checks subscription options', async () => {
    const bus = open();
    const topic = uniqueName('t');
    await expect(bus.publish(topic, { ...userDeleted(), occurredAt: 'yesterday' }, 'k')).rejects.toThrow();
    await expect(bus.publish(topic, { ...userDeleted(), eventId: '' }, 'k')).rejects.toThrow();
    await expect(
      bus.subscribe(topic, async () => undefined, { group: uniqueName('g'), maxAttempts: 0 }),
    ).rejects.toThrow('maxAttempts');
    await expect(
      bus.subscribe(topic, async () => undefined, { group: uniqueName('g'), retryDelayMs: -1 }),
    ).rejects.toThrow('retryDelayMs');
  });

  it('skips a message that is not an event envelope and goes on', async () => {
    const topic = uniqueName('t');
    const bus = open();
    const seen: string[] = [];
    await bus.subscribe(topic, async (event) => void seen.push(event.eventId), { group: uniqueName('g') });
    const kafka = new Kafka({
      brokers: brokers(),
      clientId: 'kit-kafka-test-raw',
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    try {
      await producer.send({
        topic,
        messages: [
          { key: 'k', value: 'not json' },
          { key: 'k', value: '{}' },
        ],
      });
    } finally {
      await producer.disconnect();
    }
    const event = userDeleted();
    await bus.publish(topic, event, 'k');
    await eventually('the event after the foreign messages', () => seen.length >= 1, WAIT);
    expect(seen).toEqual([event.eventId]);
  });

  it('logs through pino: its own retries and dead letters, kafkajs only from warn up', async () => {
    const lines: { level: number; msg: string; component?: string }[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const bus = open({ logger });
    const topic = uniqueName('t');
    const letters: EventEnvelope[] = [];
    await bus.subscribe(deadLetterTopic(topic), async (event) => void letters.push(event), {
      group: uniqueName('dlq'),
    });
    await bus.subscribe(topic, async () => Promise.reject(new Error('down')), {
      group: uniqueName('g'),
      maxAttempts: 2,
      retryDelayMs: 1,
    });
    await bus.publish(topic, userDeleted(), 'k');
    await eventually('a dead letter', () => letters.length === 1, WAIT);
    await bus.close();
    expect(lines.filter((line) => line.component !== 'kafkajs').map((line) => line.msg)).toEqual([
      'event handler failed; retrying',
      'event handler failed; sending the event to the dead-letter topic',
    ]);
    const kafkajs = lines.filter((line) => line.component === 'kafkajs');
    expect(kafkajs.every((line) => line.level >= 40)).toBe(true);
    // The partitioner is chosen explicitly, so kafkajs has no warning about its default to give.
    expect(kafkajs.map((line) => line.msg).join('\n')).not.toMatch(/partitioner/i);
  });

  it('connects with SASL credentials where the broker asks for them; a wrong password or none is refused', async () => {
    const saslBrokers = [testServer('KAFKA_SASL_TEST_BROKERS')];
    const user = {
      mechanism: 'plain' as const,
      username: testServer('KAFKA_SASL_TEST_USERNAME'),
      password: testServer('KAFKA_SASL_TEST_PASSWORD'),
    };
    await roundTrip(open({ brokers: saslBrokers, sasl: user }), 'SASL');

    // After `user` served a connection: kafkajs leaves an authenticator bound to its password on the object
    // it is given, which this spread would carry along if the bus handed kafkajs `user` itself.
    const refusal = { pingTimeoutMs: 1000, retry: { retries: 0 } };
    expect(
      await open({ brokers: saslBrokers, sasl: { ...user, password: 'wrong' }, ...refusal }).ping(),
    ).toBe(false);
    expect(await open({ brokers: saslBrokers, ...refusal }).ping()).toBe(false);
  });

  it('connects over TLS trusting the CA it is given; trusting only the system CAs is refused', async () => {
    const tlsBrokers = [testServer('KAFKA_TLS_TEST_BROKERS')];
    const ca = readFileSync(testServer('KAFKA_TLS_TEST_CA_FILE'), 'utf8');
    await roundTrip(open({ brokers: tlsBrokers, ssl: { ca: [ca] } }), 'TLS');

    const refusal = { pingTimeoutMs: 1000, retry: { retries: 0 } };
    // The broker's certificate is self-signed: no system CA vouches for it, and plain text is not TLS.
    expect(await open({ brokers: tlsBrokers, ssl: true, ...refusal }).ping()).toBe(false);
    expect(await open({ brokers: tlsBrokers, ...refusal }).ping()).toBe(false);
  });

  it('answers ping false when no broker answers', async () => {
    // Few retries, so kafkajs stops trying to connect soon after the test.
    const bus = open({ brokers: ['127.0.0.1:1'], pingTimeoutMs: 500, retry: { retries: 1 } });
    const started = Date.now();
    expect(await bus.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('closes once: ping false, publish and subscribe refused, a second close is harmless', async () => {
    const bus = open();
    const topic = uniqueName('t');
    await bus.subscribe(topic, async () => undefined, { group: uniqueName('g') });
    expect(await bus.ping()).toBe(true);
    await Promise.all([bus.close(), bus.close()]);
    await bus.close();
    expect(await bus.ping()).toBe(false);
    await expect(bus.publish(topic, userDeleted(), 'k')).rejects.toThrow(/closed/);
    await expect(bus.subscribe(topic, async () => undefined, { group: uniqueName('g') })).rejects.toThrow(
      /closed/,
    );
  });

  it('closes a bus that never connected', async () => {
    const bus = open();
    await bus.close();
    expect(await bus.ping()).toBe(false);
  });
});
