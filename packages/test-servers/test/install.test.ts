import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDir } from '../src/cache';
import { InstallError, installGoServer, installKafka } from '../src/install';
import { GO_SERVERS, KAFKA, installedVersion } from '../src/versions';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'test-servers-'));
  dirs.push(dir);
  return dir;
};

/** A PATH holding only node: go, java and mvn are "not installed". */
function pathWithoutTools(): string {
  const bin = join(tempDir(), 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  return bin;
}

const originalPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = originalPath;
});
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('test server cache', () => {
  it('lives outside the clone, under XDG_CACHE_HOME or an explicit override', () => {
    expect(cacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/storybook/test-servers');
    expect(cacheDir({ STORYBOOK_TEST_SERVERS_CACHE: '/y', XDG_CACHE_HOME: '/x' })).toBe('/y');
  });
});

describe('test server installer', () => {
  it('leaves a server alone when the installed version matches, without needing Go', async () => {
    const cache = tempDir();
    mkdirSync(join(cache, 'bin'));
    const binary = join(cache, 'bin', 'ferretdb');
    writeFileSync(binary, '#!/bin/sh\n');
    chmodSync(binary, 0o755);
    writeFileSync(`${binary}.version`, `${installedVersion(GO_SERVERS.ferretdb)}\n`);
    process.env.PATH = pathWithoutTools();
    const log = jest.fn();
    await expect(installGoServer('ferretdb', cache, log)).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('rebuilds a server installed from another version, and names a missing Go in one line', async () => {
    const cache = tempDir();
    mkdirSync(join(cache, 'bin'));
    writeFileSync(join(cache, 'bin', 'minio'), '');
    writeFileSync(join(cache, 'bin', 'minio.version'), 'v0.0.0-older\n');
    process.env.PATH = pathWithoutTools();
    const error = await installGoServer('minio', cache).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstallError);
    expect((error as InstallError).message).toBe(
      'minio: go is not available (Go builds this server from source); install it and run again',
    );
  });

  it('names a missing Java for Kafka', async () => {
    process.env.PATH = pathWithoutTools();
    await expect(installKafka(tempDir())).rejects.toThrow(
      `kafka: java is not available (Kafka runs on Java 17 or later); install it and run again`,
    );
    expect(KAFKA.version).toMatch(/^4\./);
  });

  it('exits non-zero from the command line with one line saying which server failed and why', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '../src/cli.ts'), 'install'],
      {
        env: { PATH: pathWithoutTools(), STORYBOOK_TEST_SERVERS_CACHE: tempDir(), HOME: tempDir() },
        cwd: join(__dirname, '../../..'),
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^test server install failed: (ferretdb|kafka): (go|java) is not available/);
  });
});
