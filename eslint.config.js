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
      'local/no-cycle': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#server/*', '**/server/*'], message: 'app/ must not import server/.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#app/*', '**/app/*'], message: 'server/ must not import app/.' }] },
      ],
      'no-console': 'error',
    },
  },
);
