import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const teach = (area, rule) => `${area} ${rule} (see docs/architecture.md, Boundaries)`;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'outbox/**', 'test-results/**', 'src/server/db/migrations/**'] },
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: teach('The engine', 'must stay free of I/O') },
            {
              group: ['../contract/*', '../server/*', '../web/*'],
              message: teach('The engine', 'imports nothing outside src/engine but the vocabulary (src/vocabulary)'),
            },
            {
              regex: '^\\.\\./\\.\\./(?!vocabulary/)',
              message: teach('The engine', 'imports nothing outside src/engine but the vocabulary (src/vocabulary)'),
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'fetch', 'process', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The engine uses no randomness.' },
      ],
    },
  },
  {
    // The vocabulary is the one leaf every area imports: it imports nothing but itself (docs/decisions/0125).
    files: ['src/vocabulary/**/*.ts'],
    ignores: ['src/vocabulary/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./)', message: teach('The vocabulary', 'imports nothing outside src/vocabulary') },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'fetch', 'process', 'window', 'document'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: teach('The web app', 'never imports the server') },
            { group: ['node:*'], message: teach('The web app', 'runs in the browser, not Node') },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: teach('The server', 'never imports the web app') }] },
      ],
    },
  },
);
