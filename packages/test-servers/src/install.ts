/**
 * Installs the test servers into the cache, idempotently: a server whose recorded version matches is left
 * alone, so a warm run costs a few file reads. The Go servers are built from source with `go build` in a
 * throwaway module (`go install pkg@version` refuses modules the proxy lists no versions for); Kafka's jars
 * come from Maven Central. A failure names the server and the cause in one line.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binaryPath, cacheDir, kafkaLibs } from './cache';
import type { SourcePatch } from './ferretdb-atomic-writes';
import { GO_SERVERS, KAFKA, installedVersion, type GoServer, type GoServerName } from './versions';

export class InstallError extends Error {
  constructor(
    readonly server: string,
    reason: string,
  ) {
    super(`${server}: ${reason}`);
    this.name = 'InstallError';
  }
}

type Log = (line: string) => void;

interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

const run = async (command: string, args: string[], options: RunOptions): Promise<void> => {
  await output(command, args, options);
};

/** Runs a command and answers its stdout; on failure rejects with its last meaningful output line. */
function output(command: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let both = '';
    const keep = (chunk: Buffer) => {
      both = (both + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      keep(chunk);
    });
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new Error(`${command} could not run (${error.message})`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const lines = both
        .split('\n')
        .map((line) => stripVTControlCharacters(line).trim())
        .filter((line) => line && !/^\[(INFO|WARNING)\]/.test(line));
      reject(new Error(`${command} ${args[0]} failed: ${lines.at(-1) ?? `exit code ${code}`}`));
    });
  });
}

const isInstalled = (stamp: string, version: string, artefact: string): boolean =>
  existsSync(artefact) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === version;

async function requireTool(server: string, command: string, args: string[], what: string): Promise<void> {
  await run(command, args, { cwd: process.cwd() }).catch(() => {
    throw new InstallError(server, `${command} is not available (${what}); install it and run again`);
  });
}

function applyPatch(root: string, { file, find, replace }: SourcePatch): void {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  if (source.split(find).length !== 2) throw new Error(`the patch of ${file} does not fit this version`);
  writeFileSync(
    path,
    source.replace(find, () => replace),
  );
}

export async function installGoServer(
  name: GoServerName,
  cache = cacheDir(),
  log: Log = () => {},
): Promise<void> {
  const server: GoServer = GO_SERVERS[name];
  const binary = binaryPath(name, cache);
  const stamp = `${binary}.version`;
  const version = installedVersion(server);
  if (isInstalled(stamp, version, binary)) return;
  await requireTool(name, 'go', ['version'], 'Go builds this server from source');
  log(`> building ${name} ${version} with go (once per machine${name === 'minio' ? '; a few minutes' : ''})`);
  const work = join(cache, 'build', name);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(cache, 'bin'), { recursive: true });
  // Never fetch another Go toolchain: the machine's own must do, or the error says so.
  const env = { GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod', CGO_ENABLED: '0' };
  try {
    // Build inside a writable copy of the module's own source, as its maintainers do, so its go.mod and
    // go.sum pin every dependency (and files a release build generates can be added).
    const downloaded = await output(
      'go',
      ['mod', 'download', '-json', `${server.module}@${server.version}`],
      {
        cwd: cache,
        env,
      },
    );
    cpSync((JSON.parse(downloaded) as { Dir: string }).Dir, work, { recursive: true });
    await run('chmod', ['-R', 'u+w', work], { cwd: work });
    for (const [file, content] of Object.entries(server.generatedFiles ?? {})) {
      writeFileSync(join(work, file), content);
    }
    for (const patch of server.patches ?? []) applyPatch(work, patch);
    await run('go', ['build', '-trimpath', '-o', `${binary}.partial`, server.package], { cwd: work, env });
  } catch (error) {
    throw new InstallError(name, (error as Error).message);
  }
  renameSync(`${binary}.partial`, binary);
  writeFileSync(stamp, `${version}\n`);
  rmSync(work, { recursive: true, force: true });
}

const kafkaPom = (): string => `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>storybook</groupId>
  <artifactId>kafka-test-server</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_${KAFKA.scala}</artifactId>
      <version>${KAFKA.version}</version>
    </dependency>
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-simple</artifactId>
      <version>${KAFKA.slf4jSimple}</version>
    </dependency>
  </dependencies>
</project>
`;

export async function installKafka(cache = cacheDir(), log: Log = () => {}): Promise<void> {
  const libs = kafkaLibs(KAFKA.version, cache);
  const stamp = `${libs}.version`;
  if (isInstalled(stamp, KAFKA.version, libs)) return;
  await requireTool('kafka', 'java', ['-version'], 'Kafka runs on Java 17 or later');
  await requireTool('kafka', 'keytool', ['-help'], "the JDK's keytool makes the test Kafka's TLS key");
  await requireTool('kafka', 'mvn', ['-v'], 'Maven fetches the Kafka jars from Maven Central');
  log(`> fetching Kafka ${KAFKA.version} jars from Maven Central (once per machine)`);
  const home = join(libs, '..');
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, 'pom.xml'), kafkaPom());
  rmSync(`${libs}.partial`, { recursive: true, force: true });
  try {
    await run(
      'mvn',
      [
        '-q',
        '-B',
        'dependency:copy-dependencies',
        '-DincludeScope=runtime',
        `-DoutputDirectory=${libs}.partial`,
      ],
      { cwd: home },
    );
  } catch (error) {
    throw new InstallError('kafka', (error as Error).message);
  }
  rmSync(libs, { recursive: true, force: true });
  renameSync(`${libs}.partial`, libs);
  writeFileSync(stamp, `${KAFKA.version}\n`);
}

/** Everything the tests need. Go builds run one after another (each uses every core); Kafka's download alongside. */
export async function installAll(cache = cacheDir(), log: Log = () => {}): Promise<void> {
  const goServers = (async () => {
    for (const name of Object.keys(GO_SERVERS) as GoServerName[]) await installGoServer(name, cache, log);
  })();
  const results = await Promise.allSettled([goServers, installKafka(cache, log)]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
