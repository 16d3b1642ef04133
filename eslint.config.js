// One lint set-up for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'packages/contracts/src/grpc/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  { files: ['scripts/**', 'test/**', 'infra/**', '**/*.test.ts', '**/bench*.ts', '**/cli.ts', '**/fixtures/**'], rules: { 'no-console': 'off' } },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // A service reads top to bottom: main → service → api (handlers) → domain (use cases) → store (the database). A
  // store imports neither layer above it, and the domain reaches the database only through its stores' functions:
  // never mongoose, never a model (test/static/layer-boundaries.test.ts proves both rules fire).
  // A web feature uses another only through its public surface: its data hooks (api.ts) and what its index.ts
  // exports. Its components, hooks, pages and lib are its own, so a feature can change them without breaking
  // another; shared UI lives in web/src/components (test/static/layer-boundaries.test.ts proves the rule fires).
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:admin|auth|billing|compare|landing|messages|quotes)/(?!(?:api|index)$).+',
              message: "Another feature's internals: import from its api.ts or its index.ts, or move shared UI to web/src/components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api', '**/api/**', '**/domain', '**/domain/**'], message: 'A store is the bottom layer: it imports neither api nor domain.' }] }],
    },
  },
  {
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'mongoose', message: 'The domain reaches the database through its stores, not mongoose.' }],
          patterns: [
            { group: ['**/api', '**/api/**'], message: 'The domain does not import the api layer above it.' },
            { group: ['**/store/**'], importNamePattern: 'Model$', message: 'The domain reaches the database through its store\'s functions, not a model.' },
          ],
        },
      ],
    },
  },
);
