import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVICES = ['auth', 'profiles', 'story', 'images', 'billing', 'gateway'];
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The parts kept apart (issue 24). A service's code reaches another service only through `proto/` (its gRPC
 * contract) and the kit, never its modules, and never the composition roots that run the services. A web
 * feature reaches another only through that feature's public entry (`index.ts`), and never the app shell.
 */
const boundaries = [
  ...SERVICES.map((service) => ({
    target: `./services/${service}/src`,
    from: './services',
    except: [`./${service}`],
    message: 'A service reaches another only through proto/ (its gRPC contract) and the kit.',
  })),
  {
    target: './services/*/src/**',
    from: ['./apps', './packages/containers', './packages/test-servers'],
    message: 'The composition roots run the services; a service does not import them.',
  },
  {
    target: './packages/*/src/**',
    from: ['./apps', './services'],
    message: 'The libraries sit under the services and the composition roots (apps/); they import neither.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message:
      'The app shell composes the features; a feature does not import it (shared code lives in web/src/lib).',
  },
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./web/src/features/${feature}`,
      from: `./web/src/features/${other}`,
      except: ['./index.ts'],
      message: `Import the ${other} feature through its public entry (web/src/features/${other}/index.ts).`,
    })),
  ),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'proto/src/gen/**', 'data/**', 'coverage/**', '.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The design system is used everywhere (issue 19): a screen renders its <Button>, <Input>, <Select>,
    // <TextArea> and <Dialog>, never the raw element, so no control misses its look, size or focus ring.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/design/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea|dialog)$/]',
          message:
            'Use the design system (web/src/design: Button, Input, TextField, Checkbox, FileInput, Select, TextArea, Dialog) instead of a raw element.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How to read TypeScript files, to follow their imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // CommonJS, as jest loads its config: `require` is how these files import.
    files: ['jest.config.js', 'scripts/jest/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'scripts/**/*.{mjs,ts}',
      '**/*.config.{js,mjs,cjs}',
      '**/test/**',
      '**/e2e/**',
      // Command-line tools talk to a terminal, not to the logs.
      'packages/test-servers/src/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
