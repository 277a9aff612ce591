import type { ComponentType } from 'react';
import { deferred } from './static-html.tsx';

/**
 * A form island that loads at first use (`deferred`, on interaction): export `name` of a module
 * that also exports `wordsReady`, its words in the page's language (ADR 043), awaited first.
 */
export function deferredForm<M extends { wordsReady: Promise<unknown> } & Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return deferred(() => load().then((m) => m.wordsReady.then(() => m[name])), { when: 'interaction' });
}
