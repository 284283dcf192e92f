import { Writable } from 'node:stream';
import { createLogger, REDACT_PATHS, type Logger } from '../src/logger';
import { runWithRequestId } from '../src/request-context';

const CENSOR = '[redacted]';

/** A logger whose lines land, parsed, in `lines`; `raw` keeps the exact text written. */
function capturingLogger(level = 'trace'): {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
  raw: string[];
} {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(text);
        lines.push(JSON.parse(text) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger('logger-test', { level, destination }), lines, raw };
}

describe('createLogger redaction', () => {
  it.each([
    'pin',
    'authPin',
    'old_pin',
    'new_pin',
    'password',
    'session_token',
    'sessionToken',
    'token',
    'credential',
    'credentialId',
    'apiKey',
    'secret',
    'authorization',
    'cookie',
  ])('redacts a top-level %s', (key) => {
    const { logger, lines, raw } = capturingLogger();
    logger.info({ [key]: 'TOP-SECRET-VALUE', harmless: 'visible' }, 'event');
    expect(lines[0]![key]).toBe(CENSOR);
    expect(lines[0]!.harmless).toBe('visible');
    expect(raw.join('\n')).not.toContain('TOP-SECRET-VALUE');
  });

  it('redacts secrets one level down (*.authPin, *.session_token, *.credential)', () => {
    const { logger, lines, raw } = capturingLogger();
    logger.info(
      {
        body: { authPin: '1234', userId: 'u-1' },
        reply: { session_token: 'tok-abc', expires_at: 1 },
        login: { credential: 'google-jwt' },
      },
      'nested',
    );
    const line = lines[0] as Record<string, Record<string, unknown>>;
    expect(line.body).toEqual({ authPin: CENSOR, userId: 'u-1' });
    expect(line.reply).toEqual({ session_token: CENSOR, expires_at: 1 });
    expect(line.login).toEqual({ credential: CENSOR });
    for (const secret of ['1234', 'tok-abc', 'google-jwt']) expect(raw[0]).not.toContain(secret);
  });

  it('redacts cookies and authorization two levels down (req.headers.*)', () => {
    const { logger, lines, raw } = capturingLogger();
    logger.info(
      {
        req: {
          headers: { cookie: 'sb_session=abc123', authorization: 'Bearer xyz789', accept: 'text/html' },
        },
        res: { headers: { 'set-cookie': 'sb_session=def456; HttpOnly' } },
      },
      'http',
    );
    const line = lines[0] as {
      req: { headers: Record<string, unknown> };
      res: { headers: Record<string, unknown> };
    };
    expect(line.req.headers).toEqual({ cookie: CENSOR, authorization: CENSOR, accept: 'text/html' });
    expect(line.res.headers['set-cookie']).toBe(CENSOR);
    for (const secret of ['abc123', 'xyz789', 'def456']) expect(raw[0]).not.toContain(secret);
  });

  it('redacts the pins of a PIN change', () => {
    const { logger, raw } = capturingLogger();
    logger.warn({ request: { user_id: 'u-1', old_pin: '1111', new_pin: '2222' } }, 'update pin');
    expect(raw[0]).toContain('u-1');
    expect(raw[0]).not.toContain('1111');
    expect(raw[0]).not.toContain('2222');
  });

  it('leaves the logged object itself untouched', () => {
    const { logger } = capturingLogger();
    const body = { pin: '1234' };
    logger.info({ body }, 'event');
    expect(body.pin).toBe('1234');
  });

  it('redacts on child loggers too', () => {
    const { logger, lines } = capturingLogger();
    logger.child({ service: 'auth' }).info({ session_token: 'child-secret' }, 'child line');
    expect(lines[0]!.service).toBe('auth');
    expect(lines[0]!.session_token).toBe(CENSOR);
  });

  it('lists every secret key at the top level and up to two levels down', () => {
    for (const key of ['pin', 'authPin', 'session_token', 'credential', 'cookie']) {
      expect(REDACT_PATHS).toEqual(expect.arrayContaining([key, `*.${key}`, `*.*.${key}`]));
    }
  });
});

describe('createLogger request id', () => {
  it('stamps the request id of runWithRequestId on every line', () => {
    const { logger, lines } = capturingLogger();
    runWithRequestId('req-12345678', () => {
      logger.info('first');
      logger.error({ detail: 1 }, 'second');
    });
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['first', 'req-12345678'],
      ['second', 'req-12345678'],
    ]);
  });

  it('keeps the request id across awaits and on child loggers', async () => {
    const { logger, lines } = capturingLogger();
    await runWithRequestId('req-async-0001', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.child({ service: 'story' }).info('after await');
    });
    expect(lines[0]).toMatchObject({ msg: 'after await', requestId: 'req-async-0001', service: 'story' });
  });

  it('keeps concurrent requests apart', async () => {
    const { logger, lines } = capturingLogger();
    const run = (id: string, delay: number) =>
      runWithRequestId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        logger.info(id);
      });
    await Promise.all([run('req-aaaaaaaa', 5), run('req-bbbbbbbb', 1)]);
    for (const line of lines) expect(line.requestId).toBe(line.msg);
  });

  it('adds no request id outside a request', () => {
    const { logger, lines } = capturingLogger();
    logger.info('startup');
    expect(lines[0]).not.toHaveProperty('requestId');
  });

  it('names the service and honours the level', () => {
    const { logger, lines } = capturingLogger('warn');
    logger.info('dropped');
    logger.warn('kept');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: 'logger-test', msg: 'kept' });
  });
});
