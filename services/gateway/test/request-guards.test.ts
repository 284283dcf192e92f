/**
 * The gateway's guards as pure rules: which requests count as the app's own (CSRF), the rate limit table
 * and its variables, and which characters names refuse and free text loses. Through HTTP in
 * request-guards-http.test.ts and, across two gateways, in apps/stack/test/guards-stack.test.ts.
 */
import { gatewayConfigSchema } from '../src/config';
import { createRateLimiters, RateLimitedError } from '../src/http/rate-limiter';
import {
  RATE_LIMIT_VARIABLES,
  parseLimit,
  rateLimitTable,
  tooManyRequestsMessage,
} from '../src/http/rate-limits';
import { judgeRequestOrigin, originOf, type RequestOrigin } from '../src/http/same-origin';
import {
  freeText,
  hasUnsafeCharacters,
  isAppPath,
  nameText,
  pageUrl,
  withoutUnsafeCharacters,
} from '../src/routes/text-hygiene';

describe('judgeRequestOrigin', () => {
  const OWN = 'http://127.0.0.1:8080';
  const post = (headers: Partial<RequestOrigin>): RequestOrigin => ({
    method: 'POST',
    contentType: 'application/json',
    origin: undefined,
    secFetchSite: undefined,
    ownOrigin: OWN,
    ...headers,
  });

  it('lets reads through from anywhere', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        judgeRequestOrigin(post({ method, origin: 'https://evil.example', contentType: 'text/plain' }), []),
      ).toBe('ok');
    }
  });

  it('accepts JSON from the origin the request was sent to, or from the configured public URL', () => {
    expect(judgeRequestOrigin(post({ origin: OWN }), [])).toBe('ok');
    expect(
      judgeRequestOrigin(post({ origin: 'https://storybook.example.com' }), [
        'https://storybook.example.com',
      ]),
    ).toBe('ok');
    expect(
      judgeRequestOrigin(post({ contentType: 'application/json; charset=utf-8', origin: OWN }), []),
    ).toBe('ok');
  });

  it('accepts JSON whose Sec-Fetch-Site says same-origin, even through a proxy that rewrites Host', () => {
    expect(
      judgeRequestOrigin(post({ secFetchSite: 'same-origin', origin: 'http://localhost:5173' }), []),
    ).toBe('ok');
  });

  it('asks where the request was sent only for an Origin without Sec-Fetch-Site (the guard works it out lazily)', () => {
    let asked = 0;
    const counted = (headers: Partial<RequestOrigin>): RequestOrigin => ({
      ...post(headers),
      get ownOrigin() {
        asked += 1;
        return OWN;
      },
    });
    judgeRequestOrigin(counted({}), []);
    judgeRequestOrigin(counted({ secFetchSite: 'same-origin', origin: OWN }), []);
    judgeRequestOrigin(counted({ method: 'GET', origin: OWN }), []);
    expect(asked).toBe(0);
    expect(judgeRequestOrigin(counted({ origin: OWN }), [])).toBe('ok');
    expect(asked).toBe(1);
  });

  it('accepts JSON with neither header: no browser, so no borrowed cookie', () => {
    expect(judgeRequestOrigin(post({}), [])).toBe('ok');
  });

  it('refuses another site by its Origin, including a sibling, another port, another scheme and null', () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:8081',
      'https://127.0.0.1:8080',
      'null',
      'http://sub.127.0.0.1:8080',
    ]) {
      expect([origin, judgeRequestOrigin(post({ origin }), ['https://storybook.example.com'])]).toEqual([
        origin,
        'cross-site',
      ]);
    }
  });

  it('refuses what the browser marks cross-site, same-site or none, whatever the Origin says', () => {
    for (const secFetchSite of ['cross-site', 'same-site', 'none']) {
      expect(judgeRequestOrigin(post({ secFetchSite, origin: OWN }), [])).toBe('cross-site');
    }
  });

  it('refuses a body that is not JSON, even from the app itself', () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      undefined,
    ]) {
      expect(judgeRequestOrigin(post({ contentType, origin: OWN }), [])).toBe('not-json');
    }
    expect(judgeRequestOrigin(post({ contentType: 'text/plain', origin: 'https://evil.example' }), [])).toBe(
      'cross-site',
    );
  });

  it('reads only http(s) origins', () => {
    expect(originOf('https://Storybook.Example.com/path?q=1')).toBe('https://storybook.example.com');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
  });
});

describe('rate limit table', () => {
  it('has a per-IP limit on sign-in and per-IP and per-user limits on every other group', () => {
    const table = rateLimitTable({});
    expect(table.signIn).toEqual({ ip: { points: 30, windowSeconds: 60 } });
    for (const group of ['pin', 'chat', 'story', 'report'] as const) {
      expect(Object.keys(table[group]).sort()).toEqual(['ip', 'user']);
    }
    expect(table.report.user).toEqual({ points: 10, windowSeconds: 3600 });
  });

  it('takes each limit from its variable, as <requests>/<seconds> or off', () => {
    const table = rateLimitTable({ RATE_LIMIT_SIGN_IN_PER_IP: '3/10', RATE_LIMIT_STORY_PER_USER: 'off' });
    expect(table.signIn.ip).toEqual({ points: 3, windowSeconds: 10 });
    expect(table.story.user).toEqual({ points: 0, windowSeconds: 1 });
    expect(() => parseLimit('3 per minute')).toThrow();
  });

  it('is part of the gateway config, validated, with the documented defaults', () => {
    const base = {
      AUTH_ADDR: 'a:1',
      PROFILES_ADDR: 'p:1',
      STORY_ADDR: 's:1',
      IMAGES_ADDR: 'i:1',
      BILLING_ADDR: 'b:1',
      WEB_URL: 'http://w',
      MEDIA_URL: 'http://m',
    };
    const config = gatewayConfigSchema.parse(base);
    for (const [variable, spec] of Object.entries(RATE_LIMIT_VARIABLES)) {
      expect(config[variable as keyof typeof config]).toBe(spec.default);
    }
    expect(gatewayConfigSchema.safeParse({ ...base, RATE_LIMIT_PIN_PER_USER: '10/0' }).success).toBe(false);
    expect(gatewayConfigSchema.safeParse({ ...base, RATE_LIMIT_PIN_PER_USER: 'lots' }).success).toBe(false);
  });

  it('says how long to wait, in words', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please wait 1 second and try again.');
    expect(tooManyRequestsMessage(42)).toBe('Too many requests. Please wait 42 seconds and try again.');
  });

  it('counts an IP and a user separately, refuses the request over either limit, and says when to retry', async () => {
    const limits = createRateLimiters(
      rateLimitTable({ RATE_LIMIT_PIN_PER_IP: '3/60', RATE_LIMIT_PIN_PER_USER: '2/30' }),
    );
    await limits.consume('pin', { ip: '10.0.0.1', user: 'u-1' });
    await limits.consume('pin', { ip: '10.0.0.1', user: 'u-1' });
    const refused = await limits
      .consume('pin', { ip: '10.0.0.1', user: 'u-1' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(25);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(30);
    // Another user from the same address: the address's third request was spent above.
    await expect(limits.consume('pin', { ip: '10.0.0.1', user: 'u-2' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    // Another group is another budget.
    await expect(limits.consume('story', { ip: '10.0.0.1', user: 'u-1' })).resolves.toBeUndefined();
  });
});

describe('text hygiene', () => {
  const UNSAFE = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u202A', '\u202E', '\u2066', '\u2069'];

  it('refuses a name carrying any control or direction character, tabs and line breaks included', () => {
    for (const character of [...UNSAFE, '\t', '\n', '\r']) {
      expect(nameText(100).safeParse(`Ma${character}ya`).success).toBe(false);
    }
    expect(nameText(100).parse('Maya-Zoë Ó Briain')).toBe('Maya-Zoë Ó Briain');
    expect(nameText(100).parse('مايا')).toBe('مايا');
  });

  it('removes them from free text but keeps tabs, line breaks and every visible letter', () => {
    expect(freeText(2000).parse('A dragon\u202E who\u0000 bakes.\nThe end\u2069\t!')).toBe(
      'A dragon who bakes.\nThe end\t!',
    );
    expect(withoutUnsafeCharacters('Ünïcødé 🐉 ok')).toBe('Ünïcødé 🐉 ok');
    for (const character of UNSAFE) expect(hasUnsafeCharacters(character)).toBe(true);
  });

  it('accepts only http(s) page URLs and paths of the app', () => {
    expect(pageUrl.safeParse('https://storybook.example.com/books?page=2').success).toBe(true);
    expect(pageUrl.safeParse('').success).toBe(true);
    expect(pageUrl.safeParse('/story-book/u-1/b-1?page=2').success).toBe(true);
    for (const path of ['//evil.example/x', '/\\evil.example/x']) expect(isAppPath(path)).toBe(false);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'books',
      'http://x/\u0000',
    ]) {
      expect([url, pageUrl.safeParse(url).success]).toEqual([url, false]);
    }
  });
});
