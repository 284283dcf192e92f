#!/usr/bin/env node
// Generates the TypeScript types of every .proto in proto/storybook into proto/src/gen (or --out DIR).
// The options match LOADER_OPTIONS in proto/src/index.ts so the types describe what the loader returns.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'proto/src/gen');
const protoDir = join(root, 'proto');
const files = readdirSync(join(protoDir, 'storybook'))
  .filter((f) => f.endsWith('.proto'))
  .sort()
  .map((f) => `storybook/${f}`);

rmSync(outDir, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/@grpc/proto-loader/build/bin/proto-loader-gen-types.js'),
    '--grpcLib=@grpc/grpc-js',
    '--keepCase',
    '--longs=Number',
    '--enums=String',
    '--defaults',
    '--oneofs',
    `--includeDirs=${protoDir}`,
    `--outDir=${outDir}`,
    ...files,
  ],
  { cwd: protoDir, stdio: 'inherit' },
);
// The generator writes the absolute source path into each file; keep it relative so output is the same
// on every clone (a test compares a fresh generation with the committed one).
for (const file of listFiles(outDir)) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replaceAll(`${protoDir}/`, 'proto/'));
}
console.log(`generated types for ${files.length} protos in ${outDir}`);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
