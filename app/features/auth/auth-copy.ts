import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import * as en from './copy.ts';
import type * as HindiModule from './copy.hi.ts';
import { errorMessage } from './auth-errors.ts';

/**
 * The account pages' words in the page's language (issue #29): ./copy.ts on English pages,
 * ./copy.hi.ts on /hi pages, which only the Hindi routes load (./provide-hi.ts, ADR 043).
 */
export type AuthCopy = Omit<typeof HindiModule, 'serverErrors'>;

let hindi: typeof HindiModule | undefined;

/** Gives this JavaScript the Hindi words (./provide-hi.ts). */
export function provideAuthHindi(copy: typeof HindiModule): void {
  hindi = copy;
}

/** The Hindi words on a Hindi page once provided (English otherwise, as `useChrome()` does). */
const hindiIn = (lang: Lang) => (lang === 'hi' ? hindi : undefined);

export function authCopyIn(lang: Lang): AuthCopy {
  return hindiIn(lang) ?? en;
}

export function useAuthCopy(): AuthCopy & { lang: Lang } {
  const lang = useLang();
  return { ...authCopyIn(lang), lang };
}

/**
 * The message for a failed call in the page's language: on English pages the server's own text
 * (errorMessage); on Hindi pages the Hindi words for the server's error code, else the fallback.
 */
export function errorMessageIn(error: unknown, fallback: string, lang: Lang): string {
  const hi = hindiIn(lang);
  if (!hi) return errorMessage(error, fallback);
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code in hi.serverErrors ? hi.serverErrors[code as en.ServerErrorCode] : fallback;
}

/** An account form's field message (auth-schemas.ts, in English) in the page's language. */
export function fieldMessageIn(message: string, lang: Lang): string {
  const hi = hindiIn(lang);
  if (!hi) return message;
  const key = (Object.keys(en.fieldMessages) as (keyof typeof en.fieldMessages)[]).find(
    (k) => en.fieldMessages[k] === message,
  );
  return key ? hi.fieldMessages[key] : message;
}
