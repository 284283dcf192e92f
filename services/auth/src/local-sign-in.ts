/**
 * Name-only sign-in for the embedded run (`npm start`), so a newcomer can try the product without a Google
 * client id. The name is the account; it is refused in production (server.ts).
 */
import { AppError } from '@storybook-app/kit';
import { localLoginKey, type SignInIdentity } from './users';

export const MAX_NAME_LENGTH = 60;

export function localIdentity(name: string): SignInIdentity {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_NAME_LENGTH) {
    throw new AppError('invalid_argument', `Please enter a name of 1 to ${MAX_NAME_LENGTH} characters.`);
  }
  // A readable, clearly local address: it never reaches a real mailbox.
  const slug =
    trimmed
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'parent';
  return {
    loginKey: localLoginKey(trimmed),
    details: { name: trimmed, email: `${slug}@storybook.local`, picture: '' },
  };
}
