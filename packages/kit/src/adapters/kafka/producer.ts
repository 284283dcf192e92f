/** The Kafka bus's producing side: one idempotent producer, sends one at a time. */
import { Partitioners } from 'kafkajs';
import type { EventEnvelope } from '../../events';
import { deadLetterEnvelope, deadLetterTopic } from '../../ports/event-bus';
import type { DeadLetter } from '../../ports/event-bus';
import type { TraceHeaders } from '../../tracing/event-trace';
import { closedError, track, type KafkaBus, type ProducerSlot } from './bus-state';
import { ensureTopic } from './topic-admin';

/**
 * The producer. It is idempotent (acks from all in-sync replicas, a sequence number per partition), so a
 * send kafkajs retries after a lost answer is not written twice. But when a send fails, kafkajs hands its
 * sequence number to the next send: had the broker written the failed one after all, it would take that
 * next, different event for a duplicate, acknowledge it and drop it. Hence sends go one at a time (see
 * `send`), so that only the failed send's own retry can take its number, and once kafkajs gives up on a
 * send, the producer is replaced by a new one, with a new producer id and fresh sequence numbers.
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

/** Sends one event with the current producer, retiring the producer when kafkajs gives up on it. */
async function sendNow(bus: KafkaBus, topic: string, key: string, value: string, headers: TraceHeaders) {
  if (bus.sendsAbandoned) throw closedError();
  const slot = currentProducer(bus);
  await slot.ready;
  try {
    await slot.instance.send({ topic, acks: -1, messages: [{ key, value, headers }] });
  } catch (error) {
    retire(bus, slot);
    throw error;
  }
}

/**
 * Sends an event, after the sends before it (see `currentProducer`); a send still waiting for the broker
 * `closeTimeoutMs` after close began is abandoned, and those queued behind it are dropped.
 */
export async function send(
  bus: KafkaBus,
  topic: string,
  event: EventEnvelope,
  key: string,
  headers: TraceHeaders,
): Promise<void> {
  const sending = ensureTopic(bus, topic).then(() => {
    const turn = bus.sendQueue.then(() => sendNow(bus, topic, key, JSON.stringify(event), headers));
    bus.sendQueue = turn.catch(() => undefined);
    return turn;
  });
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
