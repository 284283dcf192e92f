/**
 * The pinned versions of the test servers. Changing one here makes the installer build it again: each
 * installed server records the version it was built from.
 */
import { createHash } from 'node:crypto';
import {
  ATOMIC_WRITES_BUILD,
  FERRETDB_ATOMIC_WRITES,
  ONE_WRITE_AT_A_TIME_GO,
  type SourcePatch,
} from './ferretdb-atomic-writes';
import {
  FERRETDB_FILTER_PUSHDOWN,
  FILTER_PUSHDOWN_BUILD,
  FILTER_PUSHDOWN_GO,
} from './ferretdb-filter-pushdown';

/** Our build of FerretDB: its version ends with the atomic writes' name, which the store adapter requires. */
const FERRETDB_BUILD = `${FILTER_PUSHDOWN_BUILD}-${ATOMIC_WRITES_BUILD}`;

export interface GoServer {
  module: string;
  /** The main package, relative to the module root. */
  package: string;
  version: string;
  /** Files a release build would generate, written into the source before building. */
  generatedFiles?: Record<string, string>;
  /** Our changes to the source, named by `build` (installed as `<version>-<build>.<digest of the changes>`). */
  patches?: SourcePatch[];
  build?: string;
}

/**
 * What an installed server records, and a changed version, build or change to the source installs again:
 * a build's name is followed by a digest of what it adds and changes, so a patch edited under the same
 * name is not left unbuilt on a machine that has the older one.
 */
export function installedVersion(server: GoServer): string {
  if (!server.build) return server.version;
  const changes = createHash('sha256')
    .update(JSON.stringify([server.generatedFiles ?? {}, server.patches ?? []]))
    .digest('hex');
  return `${server.version}-${server.build}.${changes.slice(0, 12)}`;
}

export const GO_SERVERS = {
  ferretdb: {
    module: 'github.com/FerretDB/FerretDB',
    package: './cmd/ferretdb',
    version: 'v1.24.2',
    build: FERRETDB_BUILD,
    generatedFiles: {
      // A release build generates this file; without it the binary refuses to start. `buildInfo` answers it.
      'build/version/version.txt': `v1.24.2-${FERRETDB_BUILD}\n`,
      'internal/handler/one_write_at_a_time.go': ONE_WRITE_AT_A_TIME_GO,
      'internal/backends/sqlite/pushdown.go': FILTER_PUSHDOWN_GO,
    },
    patches: [...FERRETDB_ATOMIC_WRITES, ...FERRETDB_FILTER_PUSHDOWN],
  },
  minio: {
    module: 'github.com/minio/minio',
    package: '.',
    // The server ships as source only; this is the newest commit on the module proxy when pinned.
    version: 'v0.0.0-20260212201848-7aac2a2c5b7c',
  },
  'stripe-mock': {
    module: 'github.com/stripe/stripe-mock',
    package: '.',
    version: 'v0.203.0',
  },
} satisfies Record<string, GoServer>;

export type GoServerName = keyof typeof GO_SERVERS;

/** Kafka 4.x from Maven Central; slf4j-simple gives its logs a binding (the jars bring slf4j 1.7). */
export const KAFKA = {
  version: '4.1.1',
  scala: '2.13',
  slf4jSimple: '1.7.36',
} as const;
