import { useLocation } from 'react-router';
import { languageTag, pathInLang, type Lang } from '../../rules/languages.ts';
import { useChrome } from '../content/chrome-lang.ts';
import { useLang } from '../lib/lang.ts';
import { rememberLanguage } from '../lib/language-choice.ts';

/** Each language's name, written in that language (the switch shows the other one's). */
export const languageNames: Readonly<Record<Lang, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * The link to this page in the other language, in the header and the footer: same path, query
 * and hash (pathInLang). A plain link, so the other language's page loads as a document with
 * its own language's words (ADR 043); the choice is remembered (no offer after it).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const lang = useLang();
  const other: Lang = lang === 'en' ? 'hi' : 'en';
  const { chromeText } = useChrome();
  return (
    <a
      // A prerendered page is rendered at its path with a trailing slash (`/hi/contact/`).
      href={pathInLang(`${pathname.replace(/(.)\/$/, '$1')}${search}${hash}`, other)}
      hrefLang={languageTag[other]}
      lang={languageTag[other]}
      title={chromeText.languageSwitch}
      data-language-switch={other}
      // The system's font: the web font's Devanagari (app.css) is for Hindi pages only, and
      // "हिन्दी" on every English page would otherwise fetch it.
      className={`${className} [font-family:system-ui,sans-serif]`}
      onClick={() => rememberLanguage(other)}
    >
      {languageNames[other]}
    </a>
  );
}
