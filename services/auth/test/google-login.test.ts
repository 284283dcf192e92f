/**
 * Google sign-in over gRPC with real tokens: an RS256 key pair made here, its public key served as a JWK set
 * by a local HTTP server standing in for Google's (GOOGLE_JWKS_URL), and ID tokens signed with jose as
 * Google signs them. The verification code runs unchanged; only the key server's address differs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { UNAVAILABLE_MESSAGE } from '@storybook-app/kit';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type GenerateKeyPairResult,
  type JWK,
} from 'jose';
import pino from 'pino';
import {
  GOOGLE_SIGN_IN_FAILED,
  GOOGLE_SIGN_IN_NOT_CONFIGURED,
  googleIdTokenVerifier,
} from '../src/google-id-token';
import type { UserRecord } from '../src/users';
import { AuthTestBed, expectCode, type RunningAuth } from './auth-test-bed';

const CLIENT_ID = '1234567890-storybook.apps.googleusercontent.com';
const KID = 'google-key-1';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A stand-in for https://www.googleapis.com/oauth2/v3/certs: the JWK set, or a status when told to fail. */
class KeyServer {
  fetches = 0;
  failWith: number | undefined;
  private constructor(
    private readonly server: Server,
    private readonly keys: JWK[],
  ) {}

  static async start(keys: JWK[]): Promise<KeyServer> {
    const server = createServer();
    const keyServer = new KeyServer(server, keys);
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      keyServer.answer(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return keyServer;
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.fetches++;
    if (request.url !== '/oauth2/v3/certs' || this.failWith) {
      response.writeHead(this.failWith ?? 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: this.keys }));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/oauth2/v3/certs`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  subject?: string;
  /** epoch seconds */
  expires?: number;
}

describe('Google sign-in', () => {
  let bed: AuthTestBed;
  let googleKey: GenerateKeyPairResult;
  let strangerKey: GenerateKeyPairResult;
  let keyServer: KeyServer;
  let auth: RunningAuth;
  let subjects = 0;

  /** A unique Google account id per call, so tests do not sign in as each other. */
  const newSubject = () => `10987654321${Date.now()}${++subjects}`;

  /** An ID token as Google issues it; `claims` override or (as undefined) remove the profile claims. */
  function idToken(claims: Record<string, unknown> = {}, options: TokenOptions = {}): Promise<string> {
    const jwt = new SignJWT({
      email: 'pat.parent@gmail.com',
      email_verified: true,
      name: 'Pat Parent',
      picture: 'https://lh3.googleusercontent.com/a/pat',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt(nowSeconds() - 10)
      .setExpirationTime(options.expires ?? nowSeconds() + 3600);
    if (options.subject !== '') jwt.setSubject(options.subject ?? newSubject());
    return jwt.sign(options.key ?? googleKey.privateKey);
  }

  beforeAll(async () => {
    googleKey = await generateKeyPair('RS256', { extractable: true });
    strangerKey = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    keyServer = await KeyServer.start([jwk]);
    bed = await AuthTestBed.start();
    auth = await bed.startAuth({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: keyServer.url,
      ADMIN_EMAILS: 'boss@example.com',
    });
  });

  afterAll(async () => {
    await bed.stop();
    await keyServer.stop();
  });

  const usersWithKey = async (loginKey: string) =>
    (await auth.store.collection<UserRecord>('users')).find({ login_key: loginKey });

  it('offers Google sign-in with its client id', async () => {
    await expect(auth.client.GetSignInConfig({})).resolves.toMatchObject({ google_client_id: CLIENT_ID });
  });

  it('creates the user on the first sign-in and opens a session', async () => {
    const sub = newSubject();
    const before = Date.now();
    const reply = await auth.client.GoogleLogin({ credential: await idToken({}, { subject: sub }) });
    expect(reply.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.profile).toEqual({
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Pat Parent',
      email: 'pat.parent@gmail.com',
      picture: 'https://lh3.googleusercontent.com/a/pat',
      last_login: expect.any(String),
      account_type: 'Free',
    });
    expect(Date.parse(reply.profile!.last_login)).toBeGreaterThanOrEqual(before - 1000);
    await expect(auth.client.ResolveSession({ session_token: reply.session_token })).resolves.toMatchObject({
      user_id: reply.profile!.user_id,
      is_admin: false,
    });
    expect(await usersWithKey(`google:${sub}`)).toHaveLength(1);
  });

  it('finds the same user on the next sign-in and refreshes name, picture and last login', async () => {
    const sub = newSubject();
    const first = await auth.client.GoogleLogin({ credential: await idToken({}, { subject: sub }) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await auth.client.GoogleLogin({
      credential: await idToken(
        { name: 'Pat P. Parent', picture: 'https://lh3.googleusercontent.com/a/pat-new' },
        { subject: sub },
      ),
    });
    expect(second.profile!.user_id).toBe(first.profile!.user_id);
    expect(second.profile).toMatchObject({
      name: 'Pat P. Parent',
      picture: 'https://lh3.googleusercontent.com/a/pat-new',
    });
    expect(Date.parse(second.profile!.last_login)).toBeGreaterThan(Date.parse(first.profile!.last_login));
    expect(second.session_token).not.toBe(first.session_token);
    const stored = await usersWithKey(`google:${sub}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Pat P. Parent', last_login: second.profile!.last_login });
  });

  it('accepts the issuer without https, and fills a missing name and picture', async () => {
    const reply = await auth.client.GoogleLogin({
      credential: await idToken(
        { name: undefined, picture: undefined, email: 'kim@example.org' },
        { issuer: 'accounts.google.com' },
      ),
    });
    expect(reply.profile).toMatchObject({ name: 'kim', email: 'kim@example.org', picture: '' });
  });

  it('makes a Google account with an ADMIN_EMAILS address an admin', async () => {
    const reply = await auth.client.GoogleLogin({ credential: await idToken({ email: 'Boss@example.com' }) });
    expect(reply.profile!.account_type).toBe('admin');
  });

  it('accepts a token that expired within the 5 s clock tolerance', async () => {
    await expect(
      auth.client.GoogleLogin({ credential: await idToken({}, { expires: nowSeconds() - 2 }) }),
    ).resolves.toMatchObject({ profile: { name: 'Pat Parent' } });
  });

  describe('refuses as unauthenticated, creating no user', () => {
    const refusals: Array<[string, () => Promise<string>]> = [
      [
        'a token for another audience',
        () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['a token from another issuer', () => idToken({}, { issuer: 'https://evil.example.com' })],
      [
        'a token signed by another key under Google’s key id',
        () => idToken({}, { key: strangerKey.privateKey }),
      ],
      [
        'a token signed by an unknown key',
        () => idToken({}, { key: strangerKey.privateKey, kid: 'stranger' }),
      ],
      ['an expired token', () => idToken({}, { expires: nowSeconds() - 60 })],
      ['a token without an email', () => idToken({ email: undefined })],
      ['a token whose email is not verified', () => idToken({ email_verified: false })],
      ['a token without a subject', () => idToken({}, { subject: '' })],
      [
        'an HS256 token (a shared secret, not Google’s key)',
        () =>
          new SignJWT({ email: 'pat.parent@gmail.com', email_verified: true })
            .setProtectedHeader({ alg: 'HS256', kid: KID })
            .setIssuer('https://accounts.google.com')
            .setAudience(CLIENT_ID)
            .setSubject(newSubject())
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('a shared secret that is long enough!')),
      ],
      [
        'an unsigned token',
        async () =>
          new UnsecuredJWT({ email: 'pat.parent@gmail.com', email_verified: true })
            .setIssuer('https://accounts.google.com')
            .setAudience(CLIENT_ID)
            .setSubject(newSubject())
            .setExpirationTime('1h')
            .encode(),
      ],
      [
        'a token whose payload was altered',
        async () => {
          const [header, payload, signature] = (await idToken()).split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
          const altered = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString(
            'base64url',
          );
          return `${header}.${altered}.${signature}`;
        },
      ],
      ['garbage', async () => 'not-a-jwt'],
      ['three dots of garbage', async () => 'a.b.c'],
      ['an empty credential', async () => ''],
      ['an oversized credential', async () => 'x'.repeat(9000)],
    ];

    it.each(refusals)('%s', async (_what, token) => {
      const usersBefore = await (await auth.store.collection('users')).count({});
      const error = await expectCode(
        auth.client.GoogleLogin({ credential: await token() }),
        'unauthenticated',
      );
      expect(error.message).toBe(GOOGLE_SIGN_IN_FAILED);
      expect(await (await auth.store.collection('users')).count({})).toBe(usersBefore);
    });
  });

  it('refuses with failed_precondition when GOOGLE_CLIENT_ID is not configured', async () => {
    const unconfigured = await bed.startAuth({ GOOGLE_JWKS_URL: keyServer.url });
    await expect(unconfigured.client.GetSignInConfig({})).resolves.toMatchObject({ google_client_id: '' });
    const error = await expectCode(
      unconfigured.client.GoogleLogin({ credential: await idToken() }),
      'failed_precondition',
    );
    expect(error.message).toBe(GOOGLE_SIGN_IN_NOT_CONFIGURED);
  });

  describe("when Google's keys cannot be fetched", () => {
    it('answers unavailable (503), not unauthenticated, while the key server is down', async () => {
      const down = await KeyServer.start([]);
      const url = down.url;
      await down.stop();
      const cut = await bed.startAuth({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url });
      const error = await expectCode(cut.client.GoogleLogin({ credential: await idToken() }), 'unavailable');
      expect(error.message).toBe(UNAVAILABLE_MESSAGE);
    });

    it('answers unavailable while the key server answers an error, and signs in once it recovers', async () => {
      const flaky = await KeyServer.start([
        { ...(await exportJWK(googleKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' },
      ]);
      try {
        flaky.failWith = 500;
        const other = await bed.startAuth({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: flaky.url });
        await expectCode(other.client.GoogleLogin({ credential: await idToken() }), 'unavailable');
        flaky.failWith = undefined;
        await expect(other.client.GoogleLogin({ credential: await idToken() })).resolves.toMatchObject({
          profile: { email: 'pat.parent@gmail.com' },
        });
      } finally {
        await flaky.stop();
      }
    });
  });

  it('caches the key set instead of fetching it for every sign-in', async () => {
    const before = keyServer.fetches;
    for (let i = 0; i < 3; i++) await auth.client.GoogleLogin({ credential: await idToken() });
    expect(keyServer.fetches).toBe(before);
  });

  it('logs why a token was refused, at warn, without the token', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const verifier = googleIdTokenVerifier({ clientId: CLIENT_ID, jwksUrl: keyServer.url, logger });
    const token = await idToken({}, { audience: 'someone-else' });
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { level: number; msg: string; reason: string };
    expect(entry).toMatchObject({ level: 40, msg: 'Google ID token refused' });
    expect(entry.reason).toMatch(/aud/);
    const [header, payload, signature] = token.split('.');
    for (const part of [token, header!, payload!, signature!]) expect(lines[0]).not.toContain(part);
  });
});
