/**
 * The stores of the local overlay (MongoDB, Kafka, MinIO) when their images cannot be pulled: stand-ins made
 * on the Debian base from the servers the tests already run (packages/test-servers' cache), speaking the same
 * protocols on the same ports and taking the manifests' own settings:
 * - MongoDB → FerretDB (the wire protocol; its SQLite backend under the manifest's /data/db);
 * - Kafka → the same Kafka jars on this machine's Java runtime, configured like the official image: every
 *   `KAFKA_FOO_BAR` variable becomes `foo.bar`, the storage is formatted with `CLUSTER_ID` once;
 * - MinIO → the same MinIO binary, run with the manifest's arguments.
 */
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  GO_SERVERS,
  KAFKA,
  binaryPath,
  cacheDir,
  installedVersion,
  kafkaLibs,
} from '@storybook-app/test-servers';
import { DEBIAN_IMAGE, ensureDebianBase, tryPull } from './base-image';
import type { Engine } from './engine';

export interface StandIn {
  /** The image the overlay names. */
  image: string;
  /** What this machine runs instead when that cannot be pulled. */
  standIn: string;
}

/** Makes the stand-in image from a build context the function fills. */
type Recipe = (context: string, servers: string) => string[];

const FERRETDB_ENTRYPOINT = `#!/bin/sh
# Stands in for mongod: the manifest's mongod flags are not FerretDB's and are set aside.
mkdir -p /data/db
exec /usr/local/bin/ferretdb --handler=sqlite --sqlite-url=file:/data/db/ --state-dir=/data/db \\
  --listen-addr=0.0.0.0:27017 --debug-addr=- --telemetry=disable --log-level=warn
`;

const KAFKA_ENTRYPOINT = `#!/bin/bash
# As the official image: KAFKA_FOO_BAR=v becomes foo.bar=v (KAFKA_HEAP_OPTS and KAFKA_OPTS are the JVM's).
set -euo pipefail
props=/tmp/server.properties
: > "$props"
while IFS='=' read -r name value; do
  case "$name" in
    KAFKA_HEAP_OPTS|KAFKA_OPTS|KAFKA_VERSION) ;;
    KAFKA_*) key="\${name#KAFKA_}"; key="\${key,,}"; echo "\${key//_/.}=$value" >> "$props" ;;
  esac
done < <(env)
dirs=$(sed -n 's/^log\\.dirs=//p' "$props")
mkdir -p "\${dirs:-/tmp/kafka-logs}"
java -cp '/opt/kafka/libs/*' kafka.tools.StorageTool format --cluster-id="$CLUSTER_ID" --ignore-formatted -c "$props" > /dev/null
exec java \${KAFKA_HEAP_OPTS:-} \${KAFKA_OPTS:-} -XX:+UseSerialGC -cp '/opt/kafka/libs/*' kafka.Kafka "$props"
`;

const RECIPES: Record<string, Recipe> = {
  mongo: (context, servers) => {
    cpSync(binaryPath('ferretdb', servers), join(context, 'ferretdb'));
    writeFileSync(join(context, 'entrypoint.sh'), FERRETDB_ENTRYPOINT, { mode: 0o755 });
    return [
      'COPY ferretdb /usr/local/bin/ferretdb',
      'COPY entrypoint.sh /usr/local/bin/entrypoint.sh',
      'EXPOSE 27017',
      'ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]',
    ];
  },
  kafka: (context, servers) => {
    cpSync(kafkaLibs(KAFKA.version, servers), join(context, 'libs'), { recursive: true });
    // This machine's Java runtime (the one the tests run Kafka on); the base is the same Debian release.
    const javaHome = dirname(dirname(realpathSync(join('/usr/bin', 'java'))));
    // Links are followed (Debian's runtime links into /etc); dangling ones (src.zip without the sources) and
    // what a broker never reads stay out.
    const unused = new Set(['src.zip', 'demo', 'man', 'jmods', 'docs'].map((name) => join(javaHome, name)));
    cpSync(javaHome, join(context, 'java'), {
      recursive: true,
      dereference: true,
      filter: (source) => existsSync(source) && !unused.has(source),
    });
    writeFileSync(join(context, 'entrypoint.sh'), KAFKA_ENTRYPOINT, { mode: 0o755 });
    return [
      'COPY java /opt/java',
      'COPY libs /opt/kafka/libs',
      'COPY entrypoint.sh /usr/local/bin/entrypoint.sh',
      'ENV PATH=/opt/java/bin:$PATH',
      'EXPOSE 9092',
      'ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]',
    ];
  },
  minio: (context, servers) => {
    cpSync(binaryPath('minio', servers), join(context, 'minio'));
    return ['COPY minio /usr/local/bin/minio', 'EXPOSE 9000', 'ENTRYPOINT ["/usr/local/bin/minio"]'];
  },
};

/**
 * What each stand-in holds, as its tag: a stand-in is built once and kept, so one holding another version of
 * its server (an older FerretDB, without the atomic-writes patch the store needs) is built anew, not reused.
 */
const STAND_IN_VERSIONS: Record<string, () => string> = {
  mongo: () => installedVersion(GO_SERVERS.ferretdb),
  kafka: () => KAFKA.version,
  minio: () => installedVersion(GO_SERVERS.minio),
};

/** Which recipe stands in for an image of the overlay: 'mongo:8.0' → mongo, 'apache/kafka:4.1.1' → kafka. */
export function recipeFor(image: string): string | undefined {
  const name = image.split('@')[0]!.split(':')[0]!.split('/').at(-1)!;
  return Object.hasOwn(RECIPES, name) ? name : undefined;
}

/**
 * Each store image of the overlay, pulled when a registry answers, otherwise its stand-in built (once; kept
 * until the engine's images are pruned). Answers what runs for each.
 */
export function ensureStores(
  engine: Engine,
  images: readonly string[],
  log: (line: string) => void,
  servers = cacheDir(),
): StandIn[] {
  const answers: StandIn[] = [];
  for (const image of images) {
    const recipe = recipeFor(image);
    if (!recipe || tryPull(engine, image)) {
      answers.push({ image, standIn: image });
      continue;
    }
    const standIn = `localhost/storybook-standin/${recipe}:${STAND_IN_VERSIONS[recipe]!()}`;
    if (!engine.succeeds(['image', 'inspect', standIn], 20_000)) {
      log(`> ${image} cannot be pulled: building a stand-in from the test servers (${standIn})`);
      ensureDebianBase(engine, log);
      const context = mkdtempSync(join(tmpdir(), `storybook-standin-${recipe}-`));
      try {
        const steps = RECIPES[recipe]!(context, servers);
        writeFileSync(join(context, 'Containerfile'), [`FROM ${DEBIAN_IMAGE}`, ...steps, ''].join('\n'));
        engine.run(['build', '-q', '-t', standIn, '-f', 'Containerfile', '.'], { cwd: context, quiet: true });
      } finally {
        rmSync(context, { recursive: true, force: true });
      }
    }
    answers.push({ image, standIn });
  }
  return answers;
}
