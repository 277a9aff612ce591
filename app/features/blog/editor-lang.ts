import type { Lang } from '#rules/languages.ts';

/**
 * The editor (/blog/create, /blog/edit/{id}) is English only: it has no /hi route. An author who
 * opens it from a Hindi page brings `?lang=hi`, so that its toasts are Hindi and saving returns
 * to the Hindi post (issue #29); the form itself stays English.
 */
export function editorLink(path: string, lang: Lang): string {
  return lang === 'hi' ? `${path}?lang=hi` : path;
}

/** The language the editor's toasts speak: the page the author came from (`?lang=hi`), else English. */
export function editorLang(url: string): Lang {
  return new URL(url).searchParams.get('lang') === 'hi' ? 'hi' : 'en';
}
