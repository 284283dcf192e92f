/**
 * Which test files need real servers, read from the file and the test helpers it imports: a file that reads
 * a shared server's variable, calls `testServer(…)` or starts the stack needs the run's shared servers
 * (FerretDB, Kafka, MinIO, stripe-mock); one that imports `@storybook-app/test-servers` starts servers of its
 * own. Any other node test is a unit test and runs with no server started. Read afresh on each run, so a new
 * test is placed by what it uses, not by a list someone must keep.
 */
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const SERVER_USE = new RegExp(
  [
    String.raw`process\.env\.(MONGO_URL|KAFKA_BROKERS|S3_ENDPOINT|STRIPE_API_BASE|S3_ACCESS_KEY|S3_SECRET_KEY|KAFKA_(SASL|TLS)_TEST_\w+)\b`,
    // A helper that reads whichever server variable it is given.
    String.raw`process\.env\[`,
    String.raw`\btestServer\(`,
    // The stack takes the servers from the environment and would start its own without them.
    String.raw`\bstartStack\(`,
  ].join('|'),
);
const OWN_SERVERS = /['"]@storybook-app\/test-servers['"]/;
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * Follows relative imports into test helpers only: the code under test (`src/`) reads the same variables
 * as configuration, which says nothing about whether this test needs a server.
 */
/** `{ shared, own }`: whether the file (with its helpers) uses the shared servers, or starts its own. */
function serverUse(file, seen = new Set(), found = { shared: false, own: false }) {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  found.shared ||= SERVER_USE.test(source);
  found.own ||= OWN_SERVERS.test(source);
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target && !target.split('/').includes('src')) serverUse(target, seen, found);
  }
  return found;
}

/** Test files under `folder`, without descending into installed or built code. */
function testFiles(root, folder, pattern, found = []) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !['node_modules', 'dist', '.cache'].includes(entry.name)) {
      testFiles(root, path, pattern, found);
    } else if (entry.isFile() && pattern.test(path)) {
      found.push(join(root, path));
    }
  }
  return found;
}

/**
 * The node test files (apps, packages, services, proto, scripts): `unit` needs no server; `integration` needs
 * real servers, and `sharedServers` lists those of them that need the run's shared ones.
 */
function nodeTiers(root) {
  const files = ['apps', 'packages', 'services', 'proto', 'scripts'].flatMap((folder) =>
    testFiles(root, folder, /(^|\/)test\/(.+\/)?[^/]+\.test\.ts$/),
  );
  const uses = new Map(files.map((file) => [file, serverUse(file)]));
  const needsServers = (file) => uses.get(file).shared || uses.get(file).own;
  return {
    unit: files.filter((file) => !needsServers(file)),
    integration: files.filter(needsServers),
    sharedServers: files.filter((file) => uses.get(file).shared),
  };
}

/** The browser tests that need the shared servers (most run the embedded product, which needs none). */
function browserFilesUsingServers(root) {
  return testFiles(root, 'e2e', /^e2e\/(.+\/)?[^/]+\.test\.ts$/).filter((file) => serverUse(file).shared);
}

module.exports = { nodeTiers, browserFilesUsingServers };
