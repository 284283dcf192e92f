import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
