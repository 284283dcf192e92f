/**
 * Account deletion across services: auth publishes `auth.user-deleted`, and every service that holds user
 * data subscribes here with its own consumer group and deletes what it owns. Deleting is idempotent, so the
 * at-least-once delivery of the bus needs no further bookkeeping.
 */
import { createEvent, parseEvent, TOPICS } from './events';
import type { Logger } from './logger';
import { currentRequestId } from './request-context';
import type { EventBus } from './ports/event-bus';

/** Publishes the deletion of a user, keyed by the user so it is ordered with that user's other events. */
export async function publishUserDeleted(bus: EventBus, userId: string): Promise<void> {
  const event = createEvent(TOPICS.userDeleted, { userId }, { requestId: currentRequestId() });
  await bus.publish(TOPICS.userDeleted, event, userId);
}

/** Subscribes `deleteUserData` to deletions; call it at start-up, before the service answers. */
export async function onUserDeleted(
  bus: EventBus,
  service: string,
  deleteUserData: (userId: string) => Promise<unknown>,
  logger: Logger,
): Promise<void> {
  await bus.subscribe(
    TOPICS.userDeleted,
    async (event) => {
      const { payload } = parseEvent(TOPICS.userDeleted, event);
      await deleteUserData(payload.userId);
      logger.info({ userId: payload.userId, eventId: event.eventId }, 'user data deleted');
    },
    { group: `${service}.user-deleted` },
  );
}
