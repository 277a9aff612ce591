/**
 * The tree's shape, as local lint rules (docs/decisions/003-code-layout-and-boundaries.md):
 * - `feature-boundary`: a feature under app/features/<name>/ never imports another feature;
 * - `layers`: imports run down the layers and never back up (the table below; tests exempt);
 * - `no-cycle`: no import cycle of any kind, type-only ones included (import-cycles.js);
 * - `deep-imports`: an import that would climb three or more folders names its target through
 *   package.json's aliases (`#app/…`, `#server/…`, `#config/…`, `#rules/…`, `#tests/…`).
 */
import { aliases, onImports, relative } from './resolve.js';
import { noCycle } from './import-cycles.js';

const featureBoundary = {
  meta: {
    type: 'problem',
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in a route.' },
  },
  create(context) {
    const own = /^app\/features\/([^/]+)\//.exec(relative(context.filename))?.[1];
    if (!own) return {};
    return onImports(context, (node, target) => {
      const to = /^app\/features\/([^/]+)/.exec(target)?.[1];
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own, to } });
    });
  },
};

/**
 * The layers and what each may import (its own layer included). Two stacks share the bottom:
 * the site (app → features → components → lib and content) and the backend (server apps →
 * server features → server lib → server db); rules and config sit under both. Scripts (commands,
 * benchmarks) and tests (harness, fixtures) may use anything, and nothing that ships imports
 * them. app/ and server/ meet only through the wire contract and the shared rules.
 *
 * Server apps are the router file and the boot (server/*.ts) and each surface's routing table
 * (server/<surface>/app.ts); server features are the folders that do the work, with
 * server/deps.ts, the type of what they are built from; server/lib holds the generic helpers
 * (env, logger, per-request type, limits) and server/db the database seam.
 */
const site = ['app', 'features', 'components', 'lib and content'];
const backend = ['server apps', 'server features', 'server lib', 'server db'];
const below = (stack, layer) => [...stack.slice(stack.indexOf(layer)), 'rules and config'];
const everything = ['scripts', 'tests', ...site, ...backend, 'rules and config'];
const layerTable = [
  { name: 'scripts', pattern: /^scripts\//, mayImport: everything },
  { name: 'tests', pattern: /^tests\//, mayImport: everything },
  { name: 'app', pattern: /^app\/(routes\/|[^/]+\.tsx?$)/, mayImport: below(site, 'app') },
  { name: 'features', pattern: /^app\/features\//, mayImport: below(site, 'features') },
  { name: 'components', pattern: /^app\/components\//, mayImport: below(site, 'components') },
  { name: 'lib and content', pattern: /^app\/(lib|content)\//, mayImport: below(site, 'lib and content') },
  {
    name: 'server apps',
    pattern: /^server\/((?!deps\.ts$)[^/]+|[^/]+\/app)\.ts$/,
    mayImport: below(backend, 'server apps'),
  },
  { name: 'server lib', pattern: /^server\/lib\//, mayImport: below(backend, 'server lib') },
  { name: 'server db', pattern: /^server\/db\//, mayImport: below(backend, 'server db') },
  { name: 'server features', pattern: /^server\//, mayImport: below(backend, 'server features') },
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
    const from = relative(context.filename);
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

const deepImports = {
  meta: {
    type: 'suggestion',
    messages: { deep: 'Import "{{source}}" through its alias: "{{alias}}".' },
  },
  create(context) {
    return onImports(context, (node, target, source) => {
      if (!source.startsWith('../../../')) return;
      const entry = Object.entries(aliases).find(([, folder]) => target.startsWith(folder));
      if (entry)
        context.report({ node, messageId: 'deep', data: { source, alias: entry[0] + target.slice(entry[1].length) } });
    });
  },
};

export const architecture = {
  rules: { 'feature-boundary': featureBoundary, layers, 'no-cycle': noCycle, 'deep-imports': deepImports },
};
