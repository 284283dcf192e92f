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
  '^@storybook-app/ai$': '<rootDir>/packages/ai/src/index.ts',
  '^@storybook-app/ai/(testing|storytelling|offline-illustrator)$': '<rootDir>/packages/ai/src/$1/index.ts',
  '^@storybook-app/(auth|profiles|story|images|billing|gateway)$': '<rootDir>/services/$1/src/index.ts',
  '^@storybook-app/(embedded|test-servers|stack)$': '<rootDir>/packages/$1/src/index.ts',
};

// jose ships ESM only; Node 20.19+ requires it natively, jest's module system needs it compiled to CommonJS.
const esmPackages = {
  transform: { '/node_modules/jose/.+\\.js$': swc(false) },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};

// Projects that need the real servers share one global setup: jest runs it once per path, so FerretDB,
// Kafka, MinIO and stripe-mock start once per test run, not once per file.
const realServers = {
  globalSetup: '<rootDir>/scripts/jest/start-test-servers.ts',
  globalTeardown: '<rootDir>/scripts/jest/stop-test-servers.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,proto,scripts}/**/test/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false), ...esmPackages.transform },
      transformIgnorePatterns: esmPackages.transformIgnorePatterns,
      moduleNameMapper: workspaceSources,
      ...realServers,
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
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
      transform: { '^.+\\.tsx?$': swc(false), ...esmPackages.transform },
      transformIgnorePatterns: esmPackages.transformIgnorePatterns,
      moduleNameMapper: workspaceSources,
      ...realServers,
    },
  ],
};

// `JEST_NO_SERVERS=1 npx jest path/to/pure.test.ts`: a pure test alone, without starting the test servers.
if (process.env.JEST_NO_SERVERS) {
  for (const project of module.exports.projects) {
    delete project.globalSetup;
    delete project.globalTeardown;
  }
}
