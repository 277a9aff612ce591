/**
 * The tree's shape, as lint rules (docs/decisions/003-code-layout-and-boundaries.md):
 * - `feature-boundary`: a feature under app/features/<name>/ never imports another feature;
 * - `layers`: imports run down the layers of app/ and never back up:
 *   app (root, entries, routes) → features → components → lib and content → rules and config
 *   (tests are exempt);
 * - `no-cycle`: no import cycle among the project's own modules (app/, rules/, config/, server/,
 *   scripts/), counting type-only and dynamic imports.
 * server/ and app/ never import each other: see eslint.config.js (no-restricted-imports).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

/** The layers, top first; a module may import its own layer and those below it. */
const layerPatterns = [
  ['app', /^app\/(routes\/|[^/]+\.tsx?$)/],
  ['features', /^app\/features\//],
  ['components', /^app\/components\//],
  ['lib and content', /^app\/(lib|content)\//],
  ['rules and config', /^(rules|config)\//],
];

function layerOf(file) {
  const index = layerPatterns.findIndex(([, pattern]) => pattern.test(file));
  return index === -1 ? null : index;
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
      if (theirs === null || theirs >= own) return;
      const data = { from, to, fromLayer: layerPatterns[own][0], toLayer: layerPatterns[theirs][0] };
      context.report({ node, messageId: 'up', data });
    });
  },
};

const cycleFolders = ['app', 'rules', 'config', 'server', 'scripts'];

function sourceFiles(folder) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file);
    }
  };
  if (fs.existsSync(path.join(root, folder))) walk(folder);
  return out;
}

/** For each module in an import cycle, the id of its cycle (strongly connected component). */
function findCycles() {
  const graph = new Map();
  for (const file of cycleFolders.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveSpecifier(path.join(root, file), fileName));
    graph.set(file, targets.filter(Boolean));
  }
  // Tarjan's algorithm.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycleOf = new Map();
  let next = 0;
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) for (const m of members) cycleOf.set(m, members);
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycleOf;
}

let cycles;

const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{from}} → {{to}} (cycle of {{members}}).' } },
  create(context) {
    cycles ??= findCycles();
    const from = relative(context);
    const members = cycles.get(from);
    if (!members) return {};
    return onImports(context, (node, to) => {
      if (members.includes(to))
        context.report({ node, messageId: 'cycle', data: { from, to, members: members.join(', ') } });
    });
  },
};

export const architecture = { rules: { 'feature-boundary': featureBoundary, layers, 'no-cycle': noCycle } };
