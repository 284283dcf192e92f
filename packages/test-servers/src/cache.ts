/** Where installed servers live: outside the clone, so every clone and CI run on a machine shares them. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORYBOOK_TEST_SERVERS_CACHE) return env.STORYBOOK_TEST_SERVERS_CACHE;
  const base = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'storybook', 'test-servers');
}

export const binaryPath = (name: string, cache = cacheDir()): string => join(cache, 'bin', name);

export const kafkaLibs = (version: string, cache = cacheDir()): string =>
  join(cache, `kafka-${version}`, 'libs');
