import { useLocation } from 'react-router';
import { langOfPath, type Lang } from '../../rules/languages.ts';

/** The language of the page being rendered, from its URL (`/hi/…` is Hindi). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/**
 * Hindi copy mirrors the English copy module's shape: the same keys, strings instead of the
 * English literals (`as const`), so a missing or extra key is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
