/**
 * Deleting an account (spec §5: permanent). auth announces it on `auth.user-deleted` so every service
 * deletes what it holds of the user, then deletes its own records of them.
 */
import { AppError, publishUserDeleted, type EventBus } from '@storybook-app/kit';
import type { GenerationGrants } from './generation-grants';
import type { GenerationPins } from './generation-pins';
import type { ProblemReports } from './problem-reports';
import type { Sessions } from './sessions';
import type { Users } from './users';

export interface AccountData {
  bus: EventBus;
  users: Users;
  sessions: Sessions;
  pins: GenerationPins;
  grants: GenerationGrants;
  reports: ProblemReports;
}

/**
 * Idempotent: a retry publishes again (consumers delete idempotently) and finds less to delete.
 * The event goes first: if it cannot be published, the account is still whole and the user can retry;
 * deleting locally first would leave the other services holding data of an account no one can reach.
 * The user goes before their records, which is what `Users.writeForExisting` relies on.
 */
export async function deleteAccount(data: AccountData, userId: string): Promise<void> {
  if (!userId) throw new AppError('invalid_argument', 'Which account to delete is missing.');
  await publishUserDeleted(data.bus, userId);
  await data.users.delete(userId);
  await data.sessions.revokeAllOf(userId);
  await data.grants.endAllOf(userId);
  await data.pins.remove(userId);
  await data.reports.removeAllOf(userId);
}
