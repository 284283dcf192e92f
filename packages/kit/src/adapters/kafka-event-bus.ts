/**
 * The production event bus, on Apache Kafka through kafkajs. It keeps the delivery rules of the in-process
 * bus: each group gets each event at least once, per key in publish order (key -> partition); a failing
 * handler is retried with exponential backoff and then dead-lettered to `<topic>.dlq`, without blocking the
 * partition. Unlike the in-process bus, nothing published is lost when a process stops: an event's offset
 * is committed only once its handler succeeded (or it was dead-lettered), so an event not yet handled is
 * handled again by the group after a crash, a rebalance or a broker restart. Handlers are idempotent by
 * `eventId`, so that redelivery is harmless.
 *
 * Like the in-process bus, it handles different keys side by side, within a partition too (`keysAtOnce` at
 * a time, a key's events waiting only for that key's before them, not for the rest of their batch:
 * consumer.ts), and it sends the events published while a request is out in the
 * next request (producer.ts): a book's eleven page requests leave in one or two produce requests and are
 * accepted together, where one request per event and one event per partition at a time made the last page
 * wait eleven round trips and a third of the others' handling.
 */
import { eventEnvelopeSchema } from '../events';
import type { EventEnvelope } from '../events';
import { observePublish, registerLagSource } from '../metrics/event-metrics';
import { tracePublish } from '../tracing/event-trace';
import type { EventBus, EventHandler, SubscribeOptions } from '../ports/event-bus';
import { closedError, openKafkaBus, settleWithin, track, type KafkaBus } from './kafka/bus-state';
import { subscribe } from './kafka/consumer';
import { send } from './kafka/producer';
import { connectAdmin, consumerLag } from './kafka/topic-admin';
import type { KafkaEventBusOptions } from './kafka/options';
import { answersWithin } from './ping-within';

export type { KafkaEventBusOptions, KafkaSasl, KafkaTrust } from './kafka/options';

/**
 * Closes the bus: stops fetching, lets the handlers in flight commit, gives the broker `closeTimeoutMs` to
 * acknowledge the sends and let the consumers leave their groups, then disconnects every client.
 */
async function shutdown(bus: KafkaBus): Promise<void> {
  bus.closed = true;
  bus.signalClose(closedError());
  const { closeTimeoutMs } = bus.settings;
  const abandon = setTimeout(() => {
    bus.sendsAbandoned = true;
    bus.abandonSends(new Error('event bus closed before the broker acknowledged the event'));
  }, closeTimeoutMs);
  bus.wakeAll();
  // Stop fetching, but keep the consumers in their groups until the handlers in flight have committed.
  for (const sub of bus.subscriptions) {
    try {
      sub.consumer?.pause([{ topic: sub.topic }]);
    } catch {
      // Not running (it crashed and kafkajs restarts it): nothing to pause.
    }
  }
  // Until none is left: a handler that finishes adds its offset commit (consumer.ts, commitBehind).
  while (bus.inFlight.size > 0) await Promise.allSettled(bus.inFlight);
  // With the broker away, kafkajs keeps trying to join, leave a group or disconnect for its whole retry
  // policy: close gives it `closeTimeoutMs` from here and lets it finish in the background.
  const deadline = Date.now() + closeTimeoutMs;
  const left = () => Math.max(0, deadline - Date.now());
  await settleWithin(Promise.allSettled(bus.starting), left());
  const consumers = [...bus.subscriptions].map((sub) => sub.consumer?.disconnect());
  await settleWithin(Promise.allSettled(consumers), left());
  await Promise.allSettled(bus.sends);
  clearTimeout(abandon);
  const clients = [...[...bus.producers].map((instance) => instance.disconnect()), bus.admin.disconnect()];
  await settleWithin(Promise.allSettled(clients), left());
}

export function createKafkaEventBus(options: KafkaEventBusOptions): EventBus {
  const bus = openKafkaBus(options);
  const unregisterLag = registerLagSource(() => consumerLag(bus));
  let closing: Promise<void> | undefined;

  return {
    adapter: 'kafka',
    async publish(topic: string, event: EventEnvelope, key: string): Promise<void> {
      if (bus.closed) throw closedError();
      try {
        await tracePublish(topic, async (headers) => {
          // The JSON round trip is what the wire does to an event; it catches what would not survive it.
          const parsed = eventEnvelopeSchema.parse(JSON.parse(JSON.stringify(event)));
          await send(bus, topic, parsed, key, headers);
        });
      } catch (error) {
        observePublish(topic, 'error');
        throw error;
      }
      observePublish(topic, 'ok');
    },

    async subscribe(topic: string, handler: EventHandler, options: SubscribeOptions): Promise<void> {
      if (bus.closed) throw closedError();
      await track(bus.starting, subscribe(bus, topic, handler, options));
    },

    async ping(): Promise<boolean> {
      if (bus.closed) return false;
      const answer = connectAdmin(bus).then(() => bus.admin.describeCluster());
      return answersWithin(
        answer.then(() => !bus.closed),
        bus.settings.pingTimeoutMs,
      );
    },

    close(): Promise<void> {
      if (!closing) {
        unregisterLag();
        closing = shutdown(bus);
      }
      return closing;
    },
  };
}
