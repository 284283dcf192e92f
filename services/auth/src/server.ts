/** Maps the Auth gRPC methods onto the domain. Methods not listed here answer UNIMPLEMENTED. */
import {
  AppError,
  publishSessionsEnded,
  type EventBus,
  type ServiceClient,
  type ServiceHandlers,
} from '@storybook-app/kit';
import { deleteAccount } from './account-deletion';
import { accountTypeOf, isAdminEmail } from './account-type';
import type { AuthConfig } from './config';
import { deviceLabel } from './device-label';
import type { GenerationGrants } from './generation-grants';
import type { GenerationPins } from './generation-pins';
import type { GoogleIdTokenVerifier } from './google-id-token';
import { localIdentity } from './local-sign-in';
import type { ProblemReports } from './problem-reports';
import { hashToken, type Sessions } from './sessions';
import type { SignInIdentity, UserRecord, Users } from './users';

export interface AuthDeps {
  config: Pick<AuthConfig, 'ADMIN_EMAILS' | 'NODE_ENV' | 'LOCAL_LOGIN' | 'GOOGLE_CLIENT_ID'>;
  users: Users;
  sessions: Sessions;
  pins: GenerationPins;
  grants: GenerationGrants;
  reports: ProblemReports;
  googleIdTokens: GoogleIdTokenVerifier;
  billing: Pick<ServiceClient<'billing'>, 'GetPlan'>;
  bus: EventBus;
}

/** Local sign-in is for development: never in production, whatever LOCAL_LOGIN says. */
const localLoginAllowed = ({ config }: AuthDeps) => config.LOCAL_LOGIN && config.NODE_ENV !== 'production';

const isAdmin = ({ config }: AuthDeps, user: UserRecord) => isAdminEmail(user.email, config.ADMIN_EMAILS);

const accountType = (deps: AuthDeps, user: UserRecord) =>
  accountTypeOf(
    isAdmin(deps, user),
    async () => (await deps.billing.GetPlan({ user_id: user._id })).plan_name,
  );

async function profileOf(deps: AuthDeps, user: UserRecord) {
  return {
    user_id: user._id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    last_login: user.last_login,
    account_type: await accountType(deps, user),
  };
}

/** Every way of signing in ends here: the user created or refreshed, then a new session. */
async function signIn(deps: AuthDeps, { loginKey, details }: SignInIdentity, userAgent: string) {
  const user = await deps.users.signIn(loginKey, details);
  // The profile first: if billing is down, no orphan session is left behind.
  const profile = await profileOf(deps, user);
  const session = await deps.sessions.create(user._id, deviceLabel(userAgent));
  return { session_token: session.token, expires_at: session.expiresAt, profile };
}

/**
 * The session a grant would be given to, when the caller asked for one (a session and a profile): it must
 * be a live session of this user. Checked before the PIN, so a bad request counts no attempt.
 */
async function grantTarget({ sessions }: AuthDeps, userId: string, sessionToken: string, profileId: string) {
  if (!sessionToken || !profileId.trim()) return null;
  const session = await sessions.resolve(sessionToken);
  if (session.user_id !== userId) throw new AppError('permission_denied', 'This is not your session.');
  return { sessionId: session._id, profileId: profileId.trim() };
}

/** Signing in: with Google, or by name where local sign-in is allowed. */
function signInHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  const { config, googleIdTokens } = deps;
  return {
    GetSignInConfig: async () => ({
      google_client_id: config.GOOGLE_CLIENT_ID ?? '',
      local_login: localLoginAllowed(deps),
    }),
    GoogleLogin: async ({ credential, user_agent }) =>
      signIn(deps, await googleIdTokens.verify(credential), user_agent),
    LocalLogin: async ({ name, user_agent }) => {
      if (!localLoginAllowed(deps)) throw new AppError('permission_denied', 'Local sign-in is turned off.');
      return signIn(deps, localIdentity(name), user_agent);
    },
  };
}

/** Sessions: resolving one, ending one or all, listing a user's. */
function sessionHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  const { users, sessions, grants, bus } = deps;
  return {
    ResolveSession: async ({ session_token }) => {
      const session = await sessions.resolve(session_token);
      const user = await users.find(session.user_id);
      if (!user) {
        // A session that outlived its account (it raced the deletion) ends here, like an expired one.
        await sessions.revoke(session_token);
        throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
      }
      return { user_id: user._id, is_admin: isAdmin(deps, user), expires_at: session.expires_at };
    },
    Logout: async ({ session_token }) => {
      const userId = await sessions.end(session_token);
      if (session_token) await grants.endSession(hashToken(session_token));
      // Every gateway replica forgets the sessions it remembers for this user.
      if (userId) await publishSessionsEnded(bus, userId);
      return {};
    },
    ListSessions: async ({ user_id, session_token }) => {
      const listed = await sessions.listOf(user_id, session_token);
      return {
        sessions: listed.map((session) => ({
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          device: session.device,
          current: session.current,
        })),
      };
    },
    SignOutEverywhere: async ({ user_id }) => {
      if (!user_id) throw new AppError('invalid_argument', 'Which account to sign out is missing.');
      // Grants before and after the sessions: a PIN entered while this runs may give one in between.
      await grants.endAllOf(user_id);
      await sessions.revokeAllOf(user_id);
      await grants.endAllOf(user_id);
      await publishSessionsEnded(bus, user_id);
      return {};
    },
  };
}

/** The generation PIN, and the grants a right PIN gives a session for a profile. */
function pinHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  const { users, pins, grants } = deps;
  return {
    VerifyGenerationPin: async ({ user_id, pin, session_token, profile_id }) => {
      const target = await grantTarget(deps, user_id, session_token, profile_id);
      const check = await pins.verify(user_id, pin);
      if (check.right && target) await grants.give(target.sessionId, user_id, target.profileId);
      return {
        auth_gen: check.right,
        attempts_left: check.attemptsLeft,
        locked_until: check.lockedUntil,
        pin_set: check.pinSet,
      };
    },
    GetPinStatus: async ({ user_id }) => {
      const status = await pins.status(user_id);
      return {
        pin_set: status.pinSet,
        attempts_left: status.attemptsLeft,
        locked_until: status.lockedUntil,
      };
    },
    UpdatePin: async ({ user_id, old_pin, new_pin, session_token, profile_id }) => {
      const target = await grantTarget(deps, user_id, session_token, profile_id);
      await users.writeForExisting(
        user_id,
        () => pins.change(user_id, old_pin, new_pin),
        () => pins.remove(user_id),
      );
      // The parent just chose the PIN (or proved the old one) while picking this profile.
      if (target) await grants.give(target.sessionId, user_id, target.profileId);
      return {};
    },
    CheckGenerationGrant: async ({ session_token, profile_id }) => {
      const expiresAt = session_token ? await grants.check(hashToken(session_token), profile_id.trim()) : 0;
      return { granted: expiresAt > 0, expires_at: expiresAt };
    },
  };
}

/** The account: its user, its type, a problem report, its deletion. */
function accountHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  const { users, sessions, pins, grants, reports, bus } = deps;
  return {
    GetUser: async ({ user_id }) => profileOf(deps, await users.get(user_id)),
    GetAccountType: async ({ user_id }) => ({
      account_type: await accountType(deps, await users.get(user_id)),
    }),
    ReportProblem: async ({ user_id, description, page_url }) => {
      let reportId = '';
      await users.writeForExisting(
        user_id,
        async () => (reportId = await reports.file(user_id, description, page_url)),
        () => reports.remove(reportId),
      );
      return {};
    },
    DeleteAccount: async ({ user_id }) => {
      await deleteAccount({ bus, users, sessions, pins, grants, reports }, user_id);
      return {};
    },
  };
}

export function authHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  return {
    ...signInHandlers(deps),
    ...sessionHandlers(deps),
    ...pinHandlers(deps),
    ...accountHandlers(deps),
  };
}
