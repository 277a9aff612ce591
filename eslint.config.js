import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/decisions/003-code-layout-and-boundaries.md):
 * - server/ never imports app/ (the browser bundle and the backend stay separable);
 * - app/ never imports server/;
 * - a feature under app/features/<name>/ never imports another feature.
 */
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in a route.' },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /\/app\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = source.startsWith('.') ? path.posix.resolve(path.posix.dirname(file), source) : source;
      const to = /(?:^#app|\/app)\/features\/([^/]+)/.exec(resolved)?.[1];
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    plugins: { local: { rules: { 'feature-boundary': featureBoundary } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/feature-boundary': 'error',
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
