/**
 * Google sign-in: the button hands the browser an ID token (a JWT signed by Google), the gateway passes it
 * here, and it is trusted only after its signature is checked against Google's published keys and its
 * issuer, audience (our client id) and expiry hold. The token itself is never logged: it is a credential.
 */
import { AppError, DependencyUnavailableError, type Logger } from '@storybook-app/kit';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { googleLoginKey, type SignInIdentity } from './users';

export interface GoogleIdTokenVerifier {
  /**
   * The account a valid ID token names. Rejects with `unauthenticated` for any token that does not verify,
   * `failed_precondition` when Google sign-in is not configured, and `DependencyUnavailableError` (503)
   * when Google's keys cannot be fetched: an outage is not the user's fault and is worth a retry.
   */
  verify(credential: string): Promise<SignInIdentity>;
}

export interface GoogleIdTokenOptions {
  /** The OAuth client id the tokens are issued to; without it Google sign-in is refused. */
  clientId: string | undefined;
  /** Where Google publishes its signing keys (a JWK set); tests point it at a local server. */
  jwksUrl: string;
  logger: Logger;
  /** How long fetching the key set may take before the sign-in answers 503. */
  jwksTimeoutMs?: number;
}

/** Google issues ID tokens under both spellings of its issuer. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Allows small clock differences between Google and this server, no more. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Real ID tokens are about 1 kB; anything far larger is not one (the gateway caps it at 8 kB too). */
const MAX_CREDENTIAL_LENGTH = 8192;

export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in failed. Please try again.';
export const GOOGLE_SIGN_IN_NOT_CONFIGURED = 'Google sign-in is not set up on this server.';

/** jose's codes for a token whose key is not (uniquely) in the key set: the token's fault, not Google's. */
const TOKEN_KEY_PROBLEMS = new Set(['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export function googleIdTokenVerifier(options: GoogleIdTokenOptions): GoogleIdTokenVerifier {
  const { clientId, jwksUrl, logger } = options;
  if (!clientId) {
    return {
      verify: () => Promise.reject(new AppError('failed_precondition', GOOGLE_SIGN_IN_NOT_CONFIGURED)),
    };
  }

  // jose caches the key set (10 minutes) and refetches it when a token names a key it does not know.
  const googleKeys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: options.jwksTimeoutMs ?? 5000 });
  const keyOfToken: JWTVerifyGetKey = async (header, token) => {
    try {
      return await googleKeys(header, token);
    } catch (error) {
      if (TOKEN_KEY_PROBLEMS.has(codeOf(error) ?? '')) throw error;
      // Unreachable, timed out, not 200, not a key set: Google's keys are unavailable to us right now.
      throw new DependencyUnavailableError(`Google's signing keys at ${jwksUrl} could not be fetched`, {
        cause: error,
      });
    }
  };

  const refused = (reason: string): AppError => {
    logger.warn({ reason }, 'Google ID token refused');
    return new AppError('unauthenticated', GOOGLE_SIGN_IN_FAILED);
  };

  return {
    async verify(credential) {
      if (!credential || credential.length > MAX_CREDENTIAL_LENGTH) {
        throw refused('empty or oversized credential');
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(credential, keyOfToken, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'sub', 'email'],
        }));
      } catch (error) {
        if (error instanceof DependencyUnavailableError) throw error;
        // jose's messages name the failed check (claim, signature, format), never the token's content.
        throw refused(
          `${codeOf(error) ?? 'error'}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return identityOf(payload, refused);
    },
  };
}

function identityOf(payload: JWTPayload, refused: (reason: string) => AppError): SignInIdentity {
  const { sub, email, email_verified: emailVerified, name, picture } = payload;
  if (typeof sub !== 'string' || !sub) throw refused('no sub claim');
  if (typeof email !== 'string' || !email.includes('@')) throw refused('no email claim');
  // An unverified address could belong to someone else, and admin rights follow the email (ADMIN_EMAILS).
  if (emailVerified === false || emailVerified === 'false') throw refused('email not verified');
  const displayName = typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!;
  return {
    loginKey: googleLoginKey(sub),
    details: { name: displayName, email, picture: typeof picture === 'string' ? picture : '' },
  };
}
