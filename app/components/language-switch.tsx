import { useLocation } from 'react-router';
import { languageTag, pathInLang, type Lang } from '../../rules/languages.ts';
import { useChrome } from '../content/chrome-lang.ts';
import { useLang } from '../lib/lang.ts';
import { rememberLanguage } from '../lib/language-choice.ts';

/** Each language's name, written in that language (the switch shows the other one's). */
export const languageNames: Readonly<Record<Lang, string>> = { en: 'English', hi: 'हिन्दी' };
/** The same, short, for the header on a phone (the full name stays the link's accessible name). */
const shortNames: Readonly<Record<Lang, string>> = { en: 'EN', hi: 'हिं' };

/** Query parameters that carry an email link's secret: never copied into a link on the page. */
const secretParams = ['token_hash', 'token', 'code'];

/**
 * The query and hash the switch keeps: all of them, except an email link's token or code (the
 * confirm page's `?token_hash=`, a PKCE `?code=`) and a hash that carries a session or a link's
 * error (`#access_token=…`, `#error=…`): the page must not write them into its own HTML.
 */
export function keptQuery(search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const name of secretParams) params.delete(name);
  const query = params.toString();
  const keptHash = /(^#|&)(access_token|refresh_token|error)=/.test(hash) ? '' : hash;
  return `${query ? `?${query}` : ''}${keptHash}`;
}

/**
 * The link to this page in the other language, in the header and the footer: same path, query
 * and hash (pathInLang), less an email link's secrets (keptQuery). A plain link, so the other
 * language's page loads as a document with its own language's words (ADR 043); the choice is
 * remembered (no offer after it).
 */
export function LanguageSwitch({ className, compact = false }: { className: string; compact?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const lang = useLang();
  const other: Lang = lang === 'en' ? 'hi' : 'en';
  const { chromeText } = useChrome();
  return (
    <a
      // A prerendered page is rendered at its path with a trailing slash (`/hi/contact/`).
      href={pathInLang(`${pathname.replace(/(.)\/$/, '$1')}${keptQuery(search, hash)}`, other)}
      hrefLang={languageTag[other]}
      lang={languageTag[other]}
      title={chromeText.languageSwitch}
      data-language-switch={other}
      // The system's font: the web font's Devanagari (app.css) is for Hindi pages only, and
      // "हिन्दी" on every English page would otherwise fetch it.
      className={`${className} [font-family:system-ui,sans-serif]`}
      onClick={() => rememberLanguage(other)}
    >
      {compact ? (
        <>
          <span aria-hidden="true" className="sm:hidden">
            {shortNames[other]}
          </span>
          <span className="max-sm:sr-only">{languageNames[other]}</span>
        </>
      ) : (
        languageNames[other]
      )}
    </a>
  );
}
