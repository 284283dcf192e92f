/** Three projects: node code (unit, contract, integration), web components in jsdom, and the browser tests. */
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
  '^@storybook-app/(auth|profiles|story|images|billing|gateway)$': '<rootDir>/services/$1/src/index.ts',
  '^@storybook-app/embedded$': '<rootDir>/packages/embedded/src/index.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,proto,scripts}/**/test/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false) },
      moduleNameMapper: workspaceSources,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/test/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false) },
      moduleNameMapper: workspaceSources,
    },
  ],
};
