/**
 * `no-cycle`: no module may reach itself through its imports, whatever their kind: static,
 * dynamic, re-exports and type-only ones. A type-only cycle costs nothing at run time, but it
 * ties the two modules together all the same (neither can move or be read alone), and it is how
 * runtime cycles start. eslint-plugin-import-x's `no-cycle` skips type-only imports and has no
 * option to count them (ADR 003), so the tree's own rule does it.
 */
import { importsOnDisk, isFile, onImports, relative } from './resolve.js';

/** The route from `start` back to `goal` through the imports on disk, or null (breadth first: the shortest). */
function routeBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of importsOnDisk(at)) {
      if (next === goal) {
        const route = [goal];
        for (let step = at; step !== null; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noCycle = {
  meta: {
    type: 'problem',
    messages: {
      cycle:
        'Import cycle: {{route}}. Type-only and dynamic imports count too: move what both sides need into a module of its own.',
    },
  },
  create(context) {
    const self = relative(context.filename);
    return onImports(context, (node, target) => {
      if (target === self || !isFile(target)) return;
      const route = routeBack(target, self);
      if (route) context.report({ node, messageId: 'cycle', data: { route: [self, ...route].join(' → ') } });
    });
  },
};
