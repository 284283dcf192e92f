#!/usr/bin/env node
// The local overlay's Secrets come from git-ignored files: this copies each k8s/overlays/local/secrets/
// <name>.example.env to <name>.env when that is missing, with every <generated> value replaced by a random
// one, and never touches a file that exists (so keys added there stay). skaffold runs it before rendering;
// `node scripts/k8s-local-secrets.mjs [overlay folder]` runs it by hand.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const overlay = resolve(process.argv[2] ?? join(root, 'k8s/overlays/local'));
const secrets = join(overlay, 'secrets');

for (const example of readdirSync(secrets).filter((name) => name.endsWith('.example.env'))) {
  const target = join(secrets, example.replace(/\.example\.env$/, '.env'));
  if (existsSync(target)) continue;
  const text = readFileSync(join(secrets, example), 'utf8').replace(/<generated>/g, () =>
    randomBytes(20).toString('hex'),
  );
  writeFileSync(target, text, { mode: 0o600 });
  console.log(`> wrote ${target}`);
}
