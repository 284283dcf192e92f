/**
 * Ended sessions across gateway replicas: auth publishes `auth.sessions-ended` when a session ends (a
 * logout) or all of a user's do ("sign out everywhere"), and every gateway replica, which remembers what a
 * session was for a few seconds, forgets every session of that user at once.
 */
import { createEvent, TOPICS } from './events';
import { currentRequestId } from './request-context';
import type { EventBus } from './ports/event-bus';

/** Keyed by the user, so it is ordered with that user's other events. */
export async function publishSessionsEnded(bus: EventBus, userId: string): Promise<void> {
  const event = createEvent(TOPICS.sessionsEnded, { userId }, { requestId: currentRequestId() });
  await bus.publish(TOPICS.sessionsEnded, event, userId);
}
