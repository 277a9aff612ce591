/**
 * The tree's shape, as local lint rules (docs/decisions/003-code-layout-and-boundaries.md):
 * - `feature-boundary`: a feature under app/features/<name>/ never imports another feature;
 * - `layers`: imports run down the layers and never back up (the table below; tests exempt):
 *   app (root, entries, routes) → features → components → lib and content → rules and config,
 *   and server → rules and config; app/ and server/ never import each other.
 * Import cycles are caught by eslint-plugin-import-x's `no-cycle` (eslint.config.js).
 */
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const aliases = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#config/': 'config/',
  '#rules/': 'rules/',
  '#tests/': 'tests/',
};

/** The project-relative path an import specifier names, or null for packages. */
function resolveSpecifier(fromFile, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('.'))
    return path.relative(root, path.resolve(path.dirname(fromFile), bare)).replaceAll('\\', '/');
  for (const [alias, folder] of Object.entries(aliases))
    if (bare.startsWith(alias)) return folder + bare.slice(alias.length);
  return null;
}

const importNodes = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

/** Calls `check(node, target)` for every import of the file whose target is a project path. */
function onImports(context, check) {
  const file = path.resolve(context.filename);
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string') return;
    const target = resolveSpecifier(file, source);
    if (target) check(node, target);
  };
  return Object.fromEntries(importNodes.map((type) => [type, visit]));
}

const relative = (context) => path.relative(root, path.resolve(context.filename)).replaceAll('\\', '/');

const featureBoundary = {
  meta: {
    type: 'problem',
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in a route.' },
  },
  create(context) {
    const own = /^app\/features\/([^/]+)\//.exec(relative(context))?.[1];
    if (!own) return {};
    return onImports(context, (node, target) => {
      const to = /^app\/features\/([^/]+)/.exec(target)?.[1];
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own, to } });
    });
  },
};

/**
 * The layers and what each may import (its own layer included). Two stacks share the bottom:
 * the site (app → features → components → lib and content) and the backend (server); rules and
 * config sit under both; scripts (commands, benchmarks) and tests (harness, fixtures) may use
 * anything, and nothing that ships imports them. app/ and server/ meet only through the wire
 * contract and the shared rules.
 */
const everything = [
  'scripts',
  'tests',
  'app',
  'features',
  'components',
  'lib and content',
  'server',
  'rules and config',
];
const layerTable = [
  { name: 'scripts', pattern: /^scripts\//, mayImport: everything },
  { name: 'tests', pattern: /^tests\//, mayImport: everything },
  {
    name: 'app',
    pattern: /^app\/(routes\/|[^/]+\.tsx?$)/,
    mayImport: ['app', 'features', 'components', 'lib and content', 'rules and config'],
  },
  {
    name: 'features',
    pattern: /^app\/features\//,
    mayImport: ['features', 'components', 'lib and content', 'rules and config'],
  },
  {
    name: 'components',
    pattern: /^app\/components\//,
    mayImport: ['components', 'lib and content', 'rules and config'],
  },
  { name: 'lib and content', pattern: /^app\/(lib|content)\//, mayImport: ['lib and content', 'rules and config'] },
  { name: 'server', pattern: /^server\//, mayImport: ['server', 'rules and config'] },
  { name: 'rules and config', pattern: /^(rules|config)\//, mayImport: ['rules and config'] },
];

function layerOf(file) {
  return layerTable.find(({ pattern }) => pattern.test(file)) ?? null;
}

const layers = {
  meta: {
    type: 'problem',
    messages: { up: '{{fromLayer}} ({{from}}) must not import {{toLayer}} ({{to}}): imports run down the layers.' },
  },
  create(context) {
    const from = relative(context);
    const own = layerOf(from);
    // Tests may reach for fixtures anywhere; the layers are about the code that ships.
    if (own === null || /\.test\.tsx?$/.test(from)) return {};
    return onImports(context, (node, to) => {
      const theirs = layerOf(to);
      if (theirs === null || own.mayImport.includes(theirs.name)) return;
      const data = { from, to, fromLayer: own.name, toLayer: theirs.name };
      context.report({ node, messageId: 'up', data });
    });
  },
};

export const architecture = { rules: { 'feature-boundary': featureBoundary, layers } };
