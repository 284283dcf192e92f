/**
 * The Kafka bus's producing side: one idempotent producer, one request at a time, carrying every event
 * published while the request before it was out.
 */
import { Partitioners, type Message } from 'kafkajs';
import type { EventEnvelope } from '../../events';
import { deadLetterEnvelope, deadLetterTopic } from '../../ports/event-bus';
import type { DeadLetter } from '../../ports/event-bus';
import type { TraceHeaders } from '../../tracing/event-trace';
import { closedError, track, type KafkaBus, type Outgoing, type ProducerSlot } from './bus-state';
import { ensureTopic } from './topic-admin';

/**
 * The producer. It is idempotent (acks from all in-sync replicas, a sequence number per partition), so a
 * send kafkajs retries after a lost answer is not written twice. But when a send fails, kafkajs hands its
 * sequence number to the next send: had the broker written the failed one after all, it would take that
 * next, different event for a duplicate, acknowledge it and drop it. Hence requests go one at a time (see
 * `send`), so that only the failed request's own retry can take its numbers, and once kafkajs gives up on a
 * request, the producer is replaced by a new one, with a new producer id and fresh sequence numbers.
 */
function currentProducer(bus: KafkaBus): ProducerSlot {
  if (!bus.producer) {
    const instance = bus.kafka.producer({
      idempotent: true,
      // Explicitly the default partitioner (murmur2 of the key, like the Java client): kafkajs then has
      // no warning to give about having changed its default.
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
      retry: bus.settings.retry,
    });
    const slot: ProducerSlot = { instance, ready: instance.connect() };
    slot.ready.catch(() => retire(bus, slot));
    bus.producers.add(instance);
    bus.producer = slot;
  }
  return bus.producer;
}

function retire(bus: KafkaBus, slot: ProducerSlot): void {
  if (bus.producer === slot) bus.producer = undefined;
  void slot.instance
    .disconnect()
    .catch(() => undefined)
    .finally(() => bus.producers.delete(slot.instance));
}

/** Sends events in one request with the current producer, retiring the producer when kafkajs gives up. */
async function sendNow(bus: KafkaBus, events: Outgoing[]): Promise<void> {
  if (bus.sendsAbandoned) throw closedError();
  const slot = currentProducer(bus);
  await slot.ready;
  const byTopic = new Map<string, Message[]>();
  for (const { topic, key, value, headers } of events) {
    const messages = byTopic.get(topic) ?? [];
    messages.push({ key, value, headers });
    byTopic.set(topic, messages);
  }
  const topicMessages = [...byTopic].map(([topic, messages]) => ({ topic, messages }));
  try {
    await slot.instance.sendBatch({ acks: -1, topicMessages });
  } catch (error) {
    retire(bus, slot);
    throw error;
  }
}

/**
 * The most events one request carries: well under the broker's 1 MB a record batch (`message.max.bytes`) with
 * the largest events (a page request: its text, scene and character sheet, a few kB).
 */
const EVENTS_PER_REQUEST = 100;

/**
 * Sends what the outbox holds, one request after another, until it is empty. A request carries the events
 * queued while the one before it was out, up to EVENTS_PER_REQUEST, a partition's in publish order: a book's
 * eleven page requests cost a round trip or two rather than eleven. A request that fails fails its events.
 */
async function drainOutbox(bus: KafkaBus): Promise<void> {
  while (bus.outbox.length > 0) {
    const events = bus.outbox.splice(0, EVENTS_PER_REQUEST);
    try {
      await sendNow(bus, events);
      for (const event of events) event.sent();
    } catch (error) {
      for (const event of events) event.failed(error);
    }
  }
  bus.draining = false;
}

function enqueue(bus: KafkaBus, event: Omit<Outgoing, 'sent' | 'failed'>): Promise<void> {
  return new Promise<void>((sent, failed) => {
    bus.outbox.push({ ...event, sent, failed });
    if (bus.draining) return;
    bus.draining = true;
    // From the next turn: the events published in this one (a Promise.all over pages) share its request.
    setImmediate(() => void drainOutbox(bus));
  });
}

/**
 * Sends an event, in a request after the ones before it (see `currentProducer`); a request still waiting
 * for the broker `closeTimeoutMs` after close began is abandoned, and the events queued behind it dropped.
 */
export async function send(
  bus: KafkaBus,
  topic: string,
  event: EventEnvelope,
  key: string,
  headers: TraceHeaders,
): Promise<void> {
  const value = JSON.stringify(event);
  const sending = ensureTopic(bus, topic).then(() => enqueue(bus, { topic, key, value, headers }));
  sending.catch(() => undefined); // once abandoned, its outcome is nobody's
  await track(bus.sends, Promise.race([sending, bus.abandoned]));
}

export async function deadLetter(
  bus: KafkaBus,
  letter: DeadLetter,
  key: string,
  headers: TraceHeaders,
): Promise<void> {
  await send(bus, deadLetterTopic(letter.topic), deadLetterEnvelope(letter), key, headers);
}
