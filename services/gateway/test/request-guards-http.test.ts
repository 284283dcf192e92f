/**
 * The gateway's guards through HTTP on the whole embedded product (what `npm start` runs): requests another
 * site makes with a parent's cookie change nothing, sign-in is rate limited per address with a Retry-After,
 * and names, free text and a report's page URL are checked as text-hygiene.ts says. The rules alone are in
 * request-guards.test.ts; the limits across two gateway replicas in apps/stack/test/guards-stack.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { tooManyRequestsMessage } from '../src/http/rate-limits';
import { CROSS_SITE_MESSAGE, NOT_JSON_MESSAGE } from '../src/http/same-origin';
import { NAME_CHARACTERS_MESSAGE, PAGE_URL_MESSAGE } from '../src/routes/text-hygiene';

interface Parent {
  cookie: string;
  userId: string;
}

/** Sign-ins allowed per address and minute in this product; each test signs in from an address of its own. */
const SIGN_IN_LIMIT = 4;
/** Problem reports allowed per user and hour. */
const REPORT_LIMIT = 5;
/** Story calls (start, summary, title picture and storygen together) allowed per user and minute. */
const STORY_LIMIT = 3;
/** Profile interview turns allowed per client address and minute, whoever is signed in. */
const CHAT_LIMIT = 3;
/** PIN checks allowed per client address in five minutes, whoever is signed in. */
const PIN_LIMIT = 4;
const EVIL = 'https://evil.example';

let addresses = 0;
/** A documentation address (RFC 5737) of its own: the gateway trusts X-Forwarded-For from the loopback. */
const newAddress = () => `192.0.2.${++addresses}`;

describe('the gateway guards of the embedded product', () => {
  let dataDir: string;
  let product: EmbeddedProduct;
  let api: ReturnType<typeof request>;

  async function signIn(name: string, address = newAddress()): Promise<Parent> {
    const res = await api.post('/api/auth/local-login').set('X-Forwarded-For', address).send({ name });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    return { cookie, userId: res.body.profileData.user_id as string };
  }

  const stillSignedIn = async (parent: Parent) => {
    const res = await api.post('/api/user/get-user').set('Cookie', parent.cookie).send({});
    expect(res.status).toBe(200);
    expect(res.body.profileData.user_id).toBe(parent.userId);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-guards-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded(
      {
        dataDir,
        webDist: dataDir,
        port: 0,
        env: {
          RATE_LIMIT_SIGN_IN_PER_IP: `${SIGN_IN_LIMIT}/60`,
          RATE_LIMIT_REPORT_PER_USER: `${REPORT_LIMIT}/3600`,
          RATE_LIMIT_STORY_PER_USER: `${STORY_LIMIT}/60`,
          RATE_LIMIT_CHAT_PER_IP: `${CHAT_LIMIT}/60`,
          RATE_LIMIT_PIN_PER_IP: `${PIN_LIMIT}/300`,
        },
      },
      pino({ level: 'silent' }),
    );
    api = request(product.url);
  }, 30_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('cross-site requests (CSRF)', () => {
    it('refuses delete-account, cancel-subscription and logout sent as text/plain from another site', async () => {
      const victim = await signIn('CSRF Victim');
      for (const path of ['/api/user/delete-account', '/api/cart/cancel-subscription', '/api/auth/logout']) {
        const res = await api
          .post(path)
          .set('Cookie', victim.cookie)
          .set('Origin', EVIL)
          .set('Content-Type', 'text/plain')
          .send('{}');
        expect([path, res.status, res.body]).toEqual([path, 403, { error: CROSS_SITE_MESSAGE }]);
      }
      await stillSignedIn(victim);
    });

    it('refuses them as JSON too, from a foreign Origin or what the browser marks cross-site or same-site', async () => {
      const victim = await signIn('CSRF Victim Two');
      const attempts = [
        { Origin: EVIL },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sibling.example' },
      ];
      for (const headers of attempts) {
        const res = await api
          .post('/api/user/delete-account')
          .set('Cookie', victim.cookie)
          .set(headers)
          .send({});
        expect([headers, res.status, res.body]).toEqual([headers, 403, { error: CROSS_SITE_MESSAGE }]);
      }
      await stillSignedIn(victim);
    });

    it('refuses a body that is not JSON from the app itself, with its own message', async () => {
      const parent = await signIn('Form Poster');
      const res = await api
        .post('/api/auth/logout')
        .set('Cookie', parent.cookie)
        .set('Origin', product.url)
        .type('form')
        .send({ a: '1' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: NOT_JSON_MESSAGE });
      await stillSignedIn(parent);
    });

    it("answers the app's own JSON requests: by Origin, by Sec-Fetch-Site, and from a client that sends neither", async () => {
      const parent = await signIn('Own Origin');
      const credits = await api
        .post('/api/user/get-credits')
        .set('Cookie', parent.cookie)
        .set('Origin', product.url)
        .send({});
      expect(credits.status).toBe(200);
      const pin = await api
        .post('/api/user/update-pin')
        .set('Cookie', parent.cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Origin', product.url)
        .send({ new_pin: '2468' });
      expect(pin.status).toBe(200);
      const logout = await api.post('/api/auth/logout').set('Cookie', parent.cookie).send({});
      expect(logout.status).toBe(200);
      const after = await api.post('/api/user/get-user').set('Cookie', parent.cookie).send({});
      expect(after.status).toBe(401);

      const leaving = await signIn('Leaving Parent');
      const deleted = await api
        .post('/api/user/delete-account')
        .set('Cookie', leaving.cookie)
        .set('Origin', product.url)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({});
      expect(deleted.status).toBe(200);
    });

    it('lets reads through from anywhere', async () => {
      const res = await api.get('/api/auth/config').set('Origin', EVIL).set('Sec-Fetch-Site', 'cross-site');
      expect(res.status).toBe(200);
    });

    it("leaves Stripe's webhook to its signature check", async () => {
      const res = await api
        .post('/api/webhooks/stripe')
        .set('Origin', 'https://stripe.com')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Content-Type', 'application/json; charset=utf-8')
        .set('Stripe-Signature', 't=1,v1=deadbeef')
        .send('{"id":"evt_1"}');
      // No Stripe on the embedded run: billing answers that, not the guard.
      expect(res.status).not.toBe(403);
      expect(res.body.error).not.toBe(CROSS_SITE_MESSAGE);
    });
  });

  describe('rate limits', () => {
    it('answers the sign-in after the limit from one address with 429, Retry-After and a message', async () => {
      const address = newAddress();
      for (let i = 1; i <= SIGN_IN_LIMIT; i++) await signIn(`Hasty Parent ${i}`, address);
      const refused = await api
        .post('/api/auth/local-login')
        .set('X-Forwarded-For', address)
        .send({ name: 'Hasty Parent' });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({ error: tooManyRequestsMessage(retryAfter) });
      expect(refused.headers['set-cookie']).toBeUndefined();

      // Another address signs in; the refused address's parents go on with everything else.
      const other = await signIn('Patient Parent');
      const credits = await api
        .post('/api/user/get-credits')
        .set('Cookie', other.cookie)
        .set('X-Forwarded-For', address)
        .send({});
      expect(credits.status).toBe(200);
    });

    it('limits problem reports per user, whatever the address', async () => {
      const parent = await signIn('Reporter');
      const report = (address: string) =>
        api
          .post('/api/error/report')
          .set('Cookie', parent.cookie)
          .set('X-Forwarded-For', address)
          .send({ description: 'The page is blank', pageUrl: `${product.url}/books` });
      for (let i = 0; i < REPORT_LIMIT; i++) expect((await report(newAddress())).status).toBe(200);
      const refused = await report(newAddress());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    });

    it('counts start, summary, title picture and storygen in one budget per user, whatever the address', async () => {
      const parent = await signIn('Story Spender');
      const call = (path: string, body: object) =>
        api.post(path).set('Cookie', parent.cookie).set('X-Forwarded-For', newAddress()).send(body);
      const created = await call('/api/files/create-profile', {
        profileInfo: {
          profile_data: {
            personal_information: {
              first_name: 'Maya',
              age: 6,
              gender: 'Girl',
              language: 'English',
              ethnicity: 'Other',
            },
          },
        },
      });
      const profileId = created.body.profile.profile_id as string;
      expect((await call('/api/user/update-pin', { old_pin: '', new_pin: '1357', profileId })).status).toBe(
        200,
      );
      const summaryData = {
        title: 'The Moon Baker',
        summary: 'A dragon learns to bake moon cakes.',
        genre: 'Adventure',
        themes: 'Friendship',
        setting: 'A village on the moon',
        characters: 'Maya and a small dragon',
      };
      const calls: Array<[string, object]> = [
        ['/api/story/start', { profileId }],
        ['/api/story/summary', { profileId, prompt: 'A dragon who bakes moon cakes' }],
        ['/api/story/title-picture', { profileId, summaryData }],
        ['/api/story/storygen', { profileId, bookData: { ...summaryData, prompt: 'A dragon who bakes' } }],
      ];
      const statuses: Array<[string, number]> = [];
      for (const [path, body] of calls) statuses.push([path, (await call(path, body)).status]);
      expect(statuses).toEqual(calls.map(([path], i) => [path, i < STORY_LIMIT ? 200 : 429]));
      const again = await call('/api/story/start', { profileId });
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(again.body).toEqual({ error: tooManyRequestsMessage(Number(again.headers['retry-after'])) });
      // The refused storygen wrote nothing.
      const shelf = await api.get('/api/story/fill-bookshelf').set('Cookie', parent.cookie);
      expect(shelf.body.books).toEqual([]);
    });

    it('counts interview turns and PIN checks per address, whoever signs in there', async () => {
      const address = newAddress();
      const [first, second] = [await signIn('Chatty Parent'), await signIn('Chatty Neighbour')];
      const chat = (who: Parent) =>
        api
          .post('/api/profile/chat')
          .set('Cookie', who.cookie)
          .set('X-Forwarded-For', address)
          .send({ messages: [{ text: 'Her name is Mia.', sender: 'user' }] });
      for (let i = 0; i < CHAT_LIMIT - 1; i++) expect((await chat(first)).status).toBe(200);
      expect((await chat(second)).status).toBe(200);
      const refused = await chat(second);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const verify = (who: Parent) =>
        api
          .post('/api/auth/verify-gen')
          .set('Cookie', who.cookie)
          .set('X-Forwarded-For', address)
          .send({ authPin: '0000' });
      // Neither has a PIN yet, so nothing locks: only the address's budget stops the fifth check.
      for (const who of [first, first, second, second]) expect((await verify(who)).status).toBe(200);
      const guessed = await verify(second);
      expect(guessed.status).toBe(429);
      expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(60);
    });
  });

  describe('input hygiene', () => {
    it('refuses a sign-in name with a NUL or a right-to-left override, and signs in nobody', async () => {
      for (const name of ['Eve\u0000', 'Eve\u202Egnp.exe', '\u2066Eve\u2069']) {
        const res = await api
          .post('/api/auth/local-login')
          .set('X-Forwarded-For', newAddress())
          .send({ name });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(`Invalid request: name ${NAME_CHARACTERS_MESSAGE}`);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it("refuses a child's name with a direction override, and saves no profile", async () => {
      const parent = await signIn('Profile Maker');
      const res = await api
        .post('/api/files/create-profile')
        .set('Cookie', parent.cookie)
        .send({
          profileInfo: { profile_data: { personal_information: { first_name: 'Maya\u202E', age: 6 } } },
        });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        `Invalid request: profileInfo.profile_data.personal_information.first_name ${NAME_CHARACTERS_MESSAGE}`,
      );
      const profiles = await api.get('/api/files/get-user-profiles').set('Cookie', parent.cookie);
      expect(profiles.body.profiles).toEqual([]);
    });

    it('keeps free text, without its invisible controls', async () => {
      const parent = await signIn('Profile Maker Two');
      const res = await api
        .post('/api/files/create-profile')
        .set('Cookie', parent.cookie)
        .send({
          profileInfo: {
            profile_data: {
              personal_information: {
                first_name: 'Maya',
                age: 6,
                gender: 'Girl',
                language: 'English',
                ethnicity: 'Other',
              },
              interests: { hobbies: ['dra\u202Ewing', 'swim\u0000ming'] },
            },
          },
        });
      expect([res.status, res.body.error]).toEqual([200, undefined]);
      const profiles = await api.get('/api/files/get-user-profiles').set('Cookie', parent.cookie);
      const [profile] = profiles.body.profiles as Array<{
        profile_data: { interests: { hobbies: string[] } };
      }>;
      expect(profile!.profile_data.interests.hobbies).toEqual(['drawing', 'swimming']);
    });

    it("accepts a problem report's page only as an http(s) page of the app", async () => {
      const parent = await signIn('Careful Reporter');
      const report = (pageUrl: string) =>
        api
          .post('/api/error/report')
          .set('Cookie', parent.cookie)
          .send({ description: 'Something broke', pageUrl });
      for (const pageUrl of [
        'javascript:alert(1)',
        'https://evil.example/phish',
        'data:text/html,<b>x</b>',
      ]) {
        const res = await report(pageUrl);
        expect([pageUrl, res.status, res.body]).toEqual([
          pageUrl,
          400,
          { error: `Invalid request: pageUrl ${PAGE_URL_MESSAGE}` },
        ]);
      }
      expect((await report(`${product.url}/story-book/u/b`)).status).toBe(200);
    });
  });
});
