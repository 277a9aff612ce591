/**
 * What a project import names: the project-relative path of a specifier (relative, or one of
 * package.json's `imports` aliases), and the imports of a file on disk. Shared by the local rules.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** `#app/` → `app/`, … as package.json declares them. */
export const aliases = Object.fromEntries(
  Object.entries(packageJson.imports).map(([alias, target]) => [
    alias.replace(/\*$/, ''),
    target.replace(/^\.\/|\*$/g, ''),
  ]),
);

/** The project-relative path an import specifier names, or null for packages. */
export function resolveSpecifier(fromFile, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('.'))
    return path.relative(root, path.resolve(path.dirname(fromFile), bare)).replaceAll('\\', '/');
  for (const [alias, folder] of Object.entries(aliases))
    if (bare.startsWith(alias)) return folder + bare.slice(alias.length);
  return null;
}

export const relative = (file) => path.relative(root, path.resolve(file)).replaceAll('\\', '/');

const importNodes = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

/** Calls `check(node, target)` for every import of the linted file whose target is a project path. */
export function onImports(context, check) {
  const file = path.resolve(context.filename);
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string') return;
    const target = resolveSpecifier(file, source);
    if (target) check(node, target, source);
  };
  return Object.fromEntries(importNodes.map((type) => [type, visit]));
}

const cache = new Map();

/**
 * The project files a file on disk imports, every kind counted: static, dynamic, type-only and
 * re-exports (TypeScript's own `preProcessFile`). Cached until the file changes.
 */
export function importsOnDisk(file) {
  if (!/\.(ts|tsx|js|mjs)$/.test(file)) return [];
  const full = path.join(root, file);
  let mtime;
  try {
    mtime = statSync(full).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit?.mtime === mtime) return hit.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
  const targets = importedFiles.map((f) => resolveSpecifier(full, f.fileName)).filter((t) => t && isFile(t));
  cache.set(file, { mtime, targets });
  return targets;
}

export function isFile(file) {
  try {
    return statSync(path.join(root, file)).isFile();
  } catch {
    return false;
  }
}
