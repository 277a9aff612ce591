import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint/architecture.js';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'test-results/',
      'bench-results/',
      'node_modules/',
      '.react-router/',
      'data/',
      'coverage/',
      'public/',
      'tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: architecture },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The tree's shape (eslint/architecture.js, ADR 003).
      'local/feature-boundary': 'error',
      'local/layers': 'error',
      // Every kind of import counts: static, dynamic, re-exports and type-only.
      'local/no-cycle': 'error',
      'local/deep-imports': 'error',
      // PGlite only through server/db/pglite-engine.ts, which sets the V8 flag it needs (ADR 046).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@electric-sql/pglite',
              importNames: ['PGlite'],
              allowTypeImports: true,
              message: 'Import PGlite from server/db/pglite-engine.ts (ADR 046).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Being rewritten on the branch for issue #27's items 1–2 (hydration); its imports follow
    // the aliases when that lands.
    files: ['app/routes/_marketing/webinars/kept-cards.ts'],
    rules: { 'local/deep-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-console': 'error',
    },
  },
);
