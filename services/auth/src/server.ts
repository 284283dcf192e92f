/** Maps the Auth gRPC methods onto the domain. Methods not listed here answer UNIMPLEMENTED. */
import { AppError, type ServiceClient, type ServiceHandlers } from '@storybook-app/kit';
import { accountTypeOf, isAdminEmail } from './account-type';
import type { AuthConfig } from './config';
import type { Sessions } from './sessions';
import { localLoginKey, type UserRecord, type Users } from './users';

export interface AuthDeps {
  config: Pick<AuthConfig, 'ADMIN_EMAILS' | 'NODE_ENV' | 'LOCAL_LOGIN' | 'GOOGLE_CLIENT_ID'>;
  users: Users;
  sessions: Sessions;
  billing: Pick<ServiceClient<'billing'>, 'GetPlan'>;
}

const MAX_NAME_LENGTH = 60;

export function authHandlers(deps: AuthDeps): ServiceHandlers<'auth'> {
  const { config, users, sessions, billing } = deps;
  const localLoginAllowed = config.LOCAL_LOGIN && config.NODE_ENV !== 'production';
  const isAdmin = (user: UserRecord) => isAdminEmail(user.email, config.ADMIN_EMAILS);

  const accountType = (user: UserRecord) =>
    accountTypeOf(isAdmin(user), async () => (await billing.GetPlan({ user_id: user._id })).plan_name);
  const profileOf = async (user: UserRecord) => ({
    user_id: user._id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    last_login: user.last_login,
    account_type: await accountType(user),
  });

  return {
    GetSignInConfig: async () => ({
      google_client_id: config.GOOGLE_CLIENT_ID ?? '',
      local_login: localLoginAllowed,
    }),

    LocalLogin: async ({ name }) => {
      if (!localLoginAllowed) throw new AppError('permission_denied', 'Local sign-in is turned off.');
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > MAX_NAME_LENGTH) {
        throw new AppError('invalid_argument', `Please enter a name of 1 to ${MAX_NAME_LENGTH} characters.`);
      }
      const slug =
        trimmed
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.|\.$/g, '') || 'parent';
      const user = await users.signIn(localLoginKey(trimmed), {
        name: trimmed,
        email: `${slug}@storybook.local`,
        picture: '',
      });
      // The profile first: if billing is down, no orphan session is left behind.
      const profile = await profileOf(user);
      const session = await sessions.create(user._id);
      return { session_token: session.token, expires_at: session.expiresAt, profile };
    },

    ResolveSession: async ({ session_token }) => {
      const session = await sessions.resolve(session_token);
      const user = await users.get(session.user_id);
      return { user_id: user._id, is_admin: isAdmin(user), expires_at: session.expires_at };
    },

    Logout: async ({ session_token }) => {
      await sessions.revoke(session_token);
      return {};
    },

    GetUser: async ({ user_id }) => profileOf(await users.get(user_id)),

    GetAccountType: async ({ user_id }) => ({ account_type: await accountType(await users.get(user_id)) }),
  };
}
