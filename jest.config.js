/**
 * Four projects: node code that needs no server (`unit`), node code against real servers (`integration`:
 * contract suites, services on FerretDB, Kafka, MinIO, stripe-mock, the stack), web components in jsdom
 * (`web`), and the browser tests (`browser`). scripts/jest/test-tiers.js sorts the node tests by what they use.
 */
const { browserFilesUsingServers, nodeTiers } = require('./scripts/jest/test-tiers');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];
const workspaceSources = {
  '^@storybook-app/kit$': '<rootDir>/packages/kit/src/index.ts',
  '^@storybook-app/kit/(.*)$': '<rootDir>/packages/kit/src/$1',
  '^@storybook-app/proto$': '<rootDir>/proto/src/index.ts',
  '^@storybook-app/ai$': '<rootDir>/packages/ai/src/index.ts',
  '^@storybook-app/ai/(testing|storytelling|offline-illustrator|illustration)$':
    '<rootDir>/packages/ai/src/$1/index.ts',
  '^@storybook-app/(auth|profiles|story|images|billing|gateway)$': '<rootDir>/services/$1/src/index.ts',
  '^@storybook-app/test-servers$': '<rootDir>/packages/test-servers/src/index.ts',
  '^@storybook-app/(embedded|stack)$': '<rootDir>/apps/$1/src/index.ts',
};

// jose ships ESM only; Node 20.19+ requires it natively, jest's module system needs it compiled to CommonJS.
const esmPackages = {
  transform: { '/node_modules/jose/.+\\.js$': swc(false) },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};

const tiers = nodeTiers(__dirname);
const nodeTestMatch = ['<rootDir>/{apps,packages,services,proto,scripts}/**/test/**/*.test.ts'];
/** Exact paths as anchored patterns, for `testPathIgnorePatterns` and `testRegex`. */
const exactly = (files) => files.map((file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// Projects that may need the real servers share one global setup, which jest runs once per run (and only
// when one of their files runs); it starts no server, the first file that needs them does (see the files).
const realServers = (sharedServers) => ({
  globalSetup: '<rootDir>/scripts/jest/start-test-servers.ts',
  globalTeardown: '<rootDir>/scripts/jest/stop-test-servers.ts',
  testEnvironment: '<rootDir>/scripts/jest/test-servers-environment.ts',
  testEnvironmentOptions: { sharedServers },
});
const nodeCode = {
  transform: { '^.+\\.tsx?$': swc(false), ...esmPackages.transform },
  transformIgnorePatterns: esmPackages.transformIgnorePatterns,
  moduleNameMapper: workspaceSources,
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: nodeTestMatch,
      testPathIgnorePatterns: ['/node_modules/', ...exactly(tiers.integration)],
      ...nodeCode,
    },
    {
      displayName: 'integration',
      testRegex: exactly(tiers.integration),
      ...nodeCode,
      ...realServers(tiers.sharedServers),
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/test/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      // A page's own style sheet (`import './pricing.css'`) is Vite's to bundle; jsdom renders without it.
      moduleNameMapper: { '\\.css$': '<rootDir>/web/test/style-stub.ts' },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'browser',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
      ...nodeCode,
      ...realServers(browserFilesUsingServers(__dirname)),
    },
  ],
};
