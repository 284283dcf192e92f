/**
 * The pinned versions of the test servers. Changing one here makes the installer build it again: each
 * installed server records the version it was built from.
 */
import {
  ATOMIC_WRITES_BUILD,
  FERRETDB_ATOMIC_WRITES,
  ONE_WRITE_AT_A_TIME_GO,
  type SourcePatch,
} from './ferretdb-atomic-writes';

export interface GoServer {
  module: string;
  /** The main package, relative to the module root. */
  package: string;
  version: string;
  /** Files a release build would generate, written into the source before building. */
  generatedFiles?: Record<string, string>;
  /** Our changes to the source, named by `build` (installed as `<version>-<build>`). */
  patches?: SourcePatch[];
  build?: string;
}

/** What an installed server records, and a changed version or build installs again. */
export const installedVersion = (server: GoServer): string =>
  server.build ? `${server.version}-${server.build}` : server.version;

export const GO_SERVERS = {
  ferretdb: {
    module: 'github.com/FerretDB/FerretDB',
    package: './cmd/ferretdb',
    version: 'v1.24.2',
    build: ATOMIC_WRITES_BUILD,
    generatedFiles: {
      // A release build generates this file; without it the binary refuses to start. `buildInfo` answers it.
      'build/version/version.txt': `v1.24.2-${ATOMIC_WRITES_BUILD}\n`,
      'internal/handler/one_write_at_a_time.go': ONE_WRITE_AT_A_TIME_GO,
    },
    patches: FERRETDB_ATOMIC_WRITES,
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
