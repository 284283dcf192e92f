import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { ConfigError, env, loadConfig } from '../src/config';
import { adapterNames, kafkaSasl, kafkaTls, portsAnswer, serviceAdapters } from '../src/service-adapters';
import { DEFAULT_GRPC_PORTS, serviceEnv } from '../src/service-env';

const schema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.story),
  PEER_ADDR: env.address(),
  PUBLIC_URL: env.url().optional(),
  ADMIN_EMAILS: env.list(),
  FEATURE: env.boolean(true),
  STRICT: env.boolean(false),
});

const required = { PEER_ADDR: 'profiles:50052' };

/** Runs loadConfig and returns the ConfigError it throws (fails the test if it does not throw one). */
function configErrorOf(vars: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(schema, vars);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('returns typed defaults for every variable that is not set', () => {
    const config = loadConfig(schema, required);
    expect(config).toEqual({
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: DEFAULT_GRPC_PORTS.story,
      GRPC_MAX_CONNECTION_AGE_MS: 0,
      KAFKA_SSL: false,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      PEER_ADDR: 'profiles:50052',
      ADMIN_EMAILS: [],
      FEATURE: true,
      STRICT: false,
      // Without server addresses a service runs on its embedded adapters.
      KAFKA_BROKERS: [],
      KAFKA_SESSION_TIMEOUT_MS: 6000,
      MONGO_DB_PREFIX: 'storybook',
      S3_BUCKET: 'storybook-media',
      S3_REGION: 'us-east-1',
    });
    expect(typeof config.GRPC_PORT).toBe('number');
  });

  it('coerces set values to their types', () => {
    const config = loadConfig(schema, {
      ...required,
      GRPC_PORT: '0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://storybook.example/',
    });
    expect(config.GRPC_PORT).toBe(0);
    expect(config.LOG_LEVEL).toBe('silent');
    expect(config.NODE_ENV).toBe('production');
    expect(config.PUBLIC_URL).toBe('https://storybook.example/');
  });

  it('reads process.env when no environment is passed', () => {
    const before = process.env.CONFIG_LOAD_TEST_ADDR;
    process.env.CONFIG_LOAD_TEST_ADDR = 'billing:50055';
    try {
      const config = loadConfig(z.object({ CONFIG_LOAD_TEST_ADDR: env.address() }));
      expect(config.CONFIG_LOAD_TEST_ADDR).toBe('billing:50055');
    } finally {
      if (before === undefined) delete process.env.CONFIG_LOAD_TEST_ADDR;
      else process.env.CONFIG_LOAD_TEST_ADDR = before;
    }
  });

  it('throws a ConfigError naming a missing required variable', () => {
    const error = configErrorOf({});
    expect(error.name).toBe('ConfigError');
    expect(error.problems).toEqual(['PEER_ADDR: missing required environment variable']);
    expect(error.message).toContain('PEER_ADDR');
    expect(error.message).toContain('missing required environment variable');
  });

  it('counts an empty string as missing', () => {
    const error = configErrorOf({ PEER_ADDR: '' });
    expect(error.problems).toEqual(['PEER_ADDR: missing required environment variable']);
  });

  it('lets an empty string fall back to the default', () => {
    const config = loadConfig(schema, { ...required, GRPC_PORT: '', ADMIN_EMAILS: '', FEATURE: '' });
    expect(config.GRPC_PORT).toBe(DEFAULT_GRPC_PORTS.story);
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.FEATURE).toBe(true);
  });

  it.each([
    ['a port that is not a number', { GRPC_PORT: 'abc' }, 'GRPC_PORT'],
    ['a port out of range', { GRPC_PORT: '70000' }, 'GRPC_PORT'],
    ['a port with a fraction', { GRPC_PORT: '80.5' }, 'GRPC_PORT'],
    ['an address without a port', { PEER_ADDR: 'profiles' }, 'PEER_ADDR'],
    ['an address with a non-numeric port', { PEER_ADDR: 'profiles:http' }, 'PEER_ADDR'],
    ['an address with spaces', { PEER_ADDR: 'pro files:1' }, 'PEER_ADDR'],
    ['a url that is not one', { PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['a boolean that is not one', { FEATURE: 'yes' }, 'FEATURE'],
  ])('names the variable holding %s', (_what, bad, name) => {
    const error = configErrorOf({ ...required, ...bad });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(new RegExp(`^${name}: `));
    expect(error.problems[0]).not.toContain('missing required');
    expect(error.message).toContain(name);
  });

  it('says which address shape it expected', () => {
    expect(configErrorOf({ PEER_ADDR: 'profiles' }).problems[0]).toBe('PEER_ADDR: expected host:port');
  });

  it('reports every bad variable at once', () => {
    const error = configErrorOf({ GRPC_PORT: 'abc', FEATURE: 'maybe' });
    const names = error.problems.map((problem) => problem.split(':')[0]).sort();
    expect(names).toEqual(['FEATURE', 'GRPC_PORT', 'PEER_ADDR']);
    for (const name of names) expect(error.message).toContain(`  - ${name}:`);
  });
});

describe('env.list', () => {
  const list = z.object({ ITEMS: env.list() });

  it.each([
    ['a, b ,c', ['a', 'b', 'c']],
    ['one', ['one']],
    [' a ,, ,b,', ['a', 'b']],
    [',', []],
  ])('splits %j on commas and trims', (value, expected) => {
    expect(loadConfig(list, { ITEMS: value }).ITEMS).toEqual(expected);
  });

  it('is empty when unset', () => {
    expect(loadConfig(list, {}).ITEMS).toEqual([]);
  });
});

describe('env.boolean', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('parses %j as %s', (value, expected) => {
    expect(loadConfig(z.object({ FLAG: env.boolean(!expected) }), { FLAG: value }).FLAG).toBe(expected);
  });

  it.each([true, false])('defaults to %s when unset', (fallback) => {
    expect(loadConfig(z.object({ FLAG: env.boolean(fallback) }), {}).FLAG).toBe(fallback);
  });

  it.each(['TRUE', 'yes', 'on', '2'])('refuses %j and names the variable', (value) => {
    expect(() => loadConfig(z.object({ FLAG: env.boolean(false) }), { FLAG: value })).toThrow(/FLAG: /);
  });
});

describe('env.port', () => {
  it('is required without a fallback', () => {
    expect(() => loadConfig(z.object({ PORT: env.port() }), {})).toThrow(
      'PORT: missing required environment variable',
    );
  });

  it('accepts 0 (a free port) and 65535', () => {
    expect(loadConfig(z.object({ PORT: env.port() }), { PORT: '0' }).PORT).toBe(0);
    expect(loadConfig(z.object({ PORT: env.port() }), { PORT: '65535' }).PORT).toBe(65535);
  });
});

describe('adapter selection from the environment', () => {
  const silent = pino({ level: 'silent' });

  it('names a server address that is not one', () => {
    const error = configErrorOf({ ...required, MONGO_URL: 'http://db:27017', S3_ENDPOINT: 'not a url' });
    expect(error.problems.join('\n')).toMatch(/MONGO_URL/);
    expect(error.problems.join('\n')).toMatch(/S3_ENDPOINT/);
  });

  it('splits KAFKA_BROKERS into a list', () => {
    expect(loadConfig(schema, { ...required, KAFKA_BROKERS: 'k1:9092, k2:9092' }).KAFKA_BROKERS).toEqual([
      'k1:9092',
      'k2:9092',
    ]);
  });

  it('takes Kafka credentials only whole: mechanism, user name and password', () => {
    const sasl = (variables: Record<string, string>) =>
      kafkaSasl(loadConfig(schema, { ...required, ...variables }));
    expect(sasl({})).toBeUndefined();
    expect(
      sasl({ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' }),
    ).toEqual({ mechanism: 'scram-sha-512', username: 'u', password: 'p' });
    expect(() => sasl({ KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' })).toThrow(
      /KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD: required/,
    );
    expect(() => sasl({ KAFKA_SASL_PASSWORD: 'p' })).toThrow(/KAFKA_SASL_MECHANISM: required/);
    expect(configErrorOf({ ...required, KAFKA_SASL_MECHANISM: 'kerberos' }).problems.join('\n')).toMatch(
      /KAFKA_SASL_MECHANISM/,
    );
    expect(loadConfig(schema, { ...required, KAFKA_SSL: 'true' }).KAFKA_SSL).toBe(true);
  });

  it("meets Kafka's TLS with the system's CAs, or trusting a CA file, which needs KAFKA_SSL", () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-kafka-ca-'));
    try {
      const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
      writeFileSync(join(dir, 'ca.pem'), pem);
      writeFileSync(join(dir, 'not-a-cert.txt'), 'hello');
      const tls = (variables: Record<string, string>) =>
        kafkaTls(loadConfig(schema, { ...required, ...variables }));
      expect(tls({})).toBe(false);
      expect(tls({ KAFKA_SSL: 'true' })).toBe(true);
      expect(tls({ KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: join(dir, 'ca.pem') })).toEqual({ ca: [pem] });
      expect(() => tls({ KAFKA_SSL_CA_FILE: join(dir, 'ca.pem') })).toThrow(
        /KAFKA_SSL: must be true when KAFKA_SSL_CA_FILE is set/,
      );
      expect(() => tls({ KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: join(dir, 'missing.pem') })).toThrow(
        /KAFKA_SSL_CA_FILE: cannot read/,
      );
      expect(() => tls({ KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: join(dir, 'not-a-cert.txt') })).toThrow(
        /KAFKA_SSL_CA_FILE: .* holds no PEM certificate/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses S3 without credentials, naming both variables', async () => {
    const config = loadConfig(schema, { ...required, S3_ENDPOINT: 'http://127.0.0.1:1' });
    const adapters = serviceAdapters('story', config, silent);
    await expect(adapters.blobs()).rejects.toThrow(/S3_ACCESS_KEY and S3_SECRET_KEY/);
  });

  it('opens the embedded adapters when no server is named, and closes them once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-adapters-'));
    try {
      const adapters = serviceAdapters('story', loadConfig(schema, { ...required, DATA_DIR: dir }), silent);
      const ports = { documents: await adapters.documents(), events: await adapters.events() };
      expect(adapterNames(ports)).toEqual({ documents: 'sqlite', events: 'in-process' });
      expect(await portsAnswer(ports.documents, ports.events)).toBe(true);
      await adapters.close();
      await adapters.close();
      expect(await portsAnswer(ports.documents, ports.events)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
