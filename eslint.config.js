import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
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
    plugins: { local: architecture, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The tree's shape (eslint/architecture.js, ADR 003).
      'local/feature-boundary': 'error',
      'local/layers': 'error',
      // Runtime cycles, dynamic imports included; type-only imports are erased and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: ['server/**/*.ts'],
    rules: {
      'no-console': 'error',
    },
  },
);
