import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import * as en from './copy.ts';
import * as hi from './copy.hi.ts';
import { errorMessage } from './auth-errors.ts';

/**
 * The account pages' words in the page's language (issue #29): ./copy.ts on English pages,
 * ./copy.hi.ts on /hi pages. The server render needs them at once, so both come with the forms.
 */
export type AuthCopy = Omit<typeof hi, 'serverErrors'>;

export function authCopyIn(lang: Lang): AuthCopy {
  return lang === 'hi' ? hi : en;
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
  if (lang === 'en') return errorMessage(error, fallback);
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code in hi.serverErrors ? hi.serverErrors[code as en.ServerErrorCode] : fallback;
}

/** An account form's field message (auth-schemas.ts, in English) in the page's language. */
export function fieldMessageIn(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const key = (Object.keys(en.fieldMessages) as (keyof typeof en.fieldMessages)[]).find(
    (k) => en.fieldMessages[k] === message,
  );
  return key ? hi.fieldMessages[key] : message;
}
