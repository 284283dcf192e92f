/** What story announces on the bus, each event carrying the request it came from. */
import { createEvent, currentRequestId, TOPICS, type EventBus, type EventPayload } from '@storybook-app/kit';

export async function publish<T extends (typeof TOPICS)[keyof typeof TOPICS]>(
  bus: EventBus,
  topic: T,
  payload: EventPayload<T>,
  key: string,
): Promise<void> {
  await bus.publish(topic, createEvent(topic, payload, { requestId: currentRequestId() }), key);
}

/** Announces a book's change to whoever keeps answers about it (every gateway replica). */
export function publishBookChanged(
  bus: EventBus,
  userId: string,
  bookId: string,
  change: 'deleted' | 'shared' | 'unshared',
): Promise<void> {
  return publish(bus, TOPICS.bookChanged, { userId, bookId, change }, userId);
}
