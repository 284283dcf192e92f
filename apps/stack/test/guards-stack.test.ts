/**
 * The gateway's guards where there are several gateways (issue 20), in stack mode with two gateway
 * processes on FerretDB: a rate limit counts the requests to both replicas in one budget (MongoDB, not each
 * replica's memory), and Stripe's webhook signature is checked end to end (stripe-mock's test keys, the
 * stack's `whsec_stack`): a signed event is applied through either replica, a forged one refused with 400
 * and nothing applied. One stack for the file: a stack start costs ~15 s.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import Stripe from 'stripe';
import { startStack, STRIPE_MOCK_BILLING_ENV, type Stack } from '../src/run-stack';

const ROOT = resolve(__dirname, '../../..');
const SIGN_IN_LIMIT = 6;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  url: string,
  path: string,
  init: { body?: string | object; headers?: Record<string, string> },
) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body ?? {}),
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  } satisfies Answer;
}

describe('stack mode: the gateway guards across two replicas [mongo, kafka, s3, stripe-mock]', () => {
  let dir: string;
  let stack: Stack;

  /** The gateway trusts X-Forwarded-For from the loopback, as from the cluster's ingress. */
  const signIn = (url: string, name: string, address: string) =>
    call(url, '/api/auth/local-login', { body: { name }, headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-guards-stack-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stack</title>');
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        gateways: 2,
        env: {
          // stripe-mock's test keys and the stack's webhook secret, even when the run names its stripe-mock.
          ...STRIPE_MOCK_BILLING_ENV,
          MONGO_DB_PREFIX: `guards_${randomBytes(4).toString('hex')}`,
          S3_BUCKET: `guards-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SIGN_IN_PER_IP: `${SIGN_IN_LIMIT}/60`,
        },
      },
      pino({ level: 'silent' }),
    );
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('counts sign-ins from one address to both replicas together, and answers the one over with 429', async () => {
    expect(stack.urls).toHaveLength(2);
    const address = '198.51.100.7';
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      const answer = await signIn(stack.urls[i % 2]!, `Alternating Parent ${i}`, address);
      expect([i, answer.status]).toEqual([i, 200]);
    }
    // Each replica has seen only half: only a count both share refuses here.
    for (const url of stack.urls) {
      const refused = await signIn(url, 'One Too Many', address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    }
    // Another address is another budget, on either replica.
    expect((await signIn(stack.urls[1]!, 'Neighbour', '198.51.100.8')).status).toBe(200);
  });

  it('applies a correctly signed Stripe event through either replica and refuses a forged one, changing nothing', async () => {
    const login = await signIn(stack.urls[0]!, 'Paying Parent', '198.51.100.20');
    expect(login.status).toBe(200);
    const userId = (login.body.profileData as { user_id: string }).user_id;
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const credits = async () => {
      const answer = await call(stack.urls[1]!, '/api/user/get-credits', { headers: { cookie } });
      expect(answer.status).toBe(200);
      return (answer.body.creditsData as { credits: number }).credits;
    };
    const before = await credits();

    const event = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_${randomBytes(6).toString('hex')}`,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: userId,
            customer: null,
            payment_intent: `pi_${randomBytes(6).toString('hex')}`,
            subscription: null,
            invoice: null,
            metadata: { user_id: userId, plan: 'single-adventure' },
          },
        },
      });
    const deliver = (url: string, payload: string, secret: string) =>
      call(url, '/api/webhooks/stripe', {
        body: payload,
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
          // Stripe's servers are another origin: the webhook keeps its signature check instead.
          origin: 'https://hooks.stripe.com',
        },
      });

    const forged = await deliver(stack.urls[0]!, event('evt_forged_stack'), 'whsec_not_ours');
    expect([forged.status, forged.body]).toEqual([400, { error: 'Invalid Stripe signature.' }]);
    const genuine = event('evt_genuine_stack');
    const altered = genuine.replace('"paid"', '"paid" ');
    const tampered = await call(stack.urls[1]!, '/api/webhooks/stripe', {
      body: altered,
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: genuine,
          secret: STRIPE_MOCK_BILLING_ENV.STRIPE_WEBHOOK_SECRET,
        }),
      },
    });
    expect(tampered.status).toBe(400);
    expect(await credits()).toBe(before);

    const applied = await deliver(stack.urls[1]!, genuine, STRIPE_MOCK_BILLING_ENV.STRIPE_WEBHOOK_SECRET);
    expect([applied.status, applied.body]).toEqual([200, { received: true }]);
    expect(await credits()).toBe(before + 1);
    // Delivered again through the other replica: Stripe retries, the credit is granted once.
    const again = await deliver(stack.urls[0]!, genuine, STRIPE_MOCK_BILLING_ENV.STRIPE_WEBHOOK_SECRET);
    expect(again.status).toBe(200);
    expect(await credits()).toBe(before + 1);
  });
});
