import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { pathInLang } from '../../rules/languages.ts';
import { rememberLanguage } from '../lib/language-choice.ts';

/**
 * The once-only offer of the Hindi page (language-offer.tsx): shown to a Hindi-preferring
 * browser on an English page, in Hindi. Showing it counts as the one offer; either answer is
 * remembered too.
 */
export function LanguageOfferNotice() {
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(true);
  useEffect(() => rememberLanguage('offered'), []);
  if (!open) return null;
  return (
    <aside
      lang="hi-IN"
      aria-label="हिन्दी में पढ़ें"
      data-language-offer=""
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-white p-4 text-sm text-slate-800 shadow-lg sm:bottom-6"
    >
      <p className="flex-1 basis-56">यह पृष्ठ हिन्दी में भी उपलब्ध है।</p>
      <a
        href={pathInLang(`${pathname.replace(/(.)\/$/, '$1')}${search}${hash}`, 'hi')}
        hrefLang="hi-IN"
        onClick={() => rememberLanguage('hi')}
        className="inline-flex h-9 items-center rounded-md bg-brand-700 px-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        हिन्दी में पढ़ें
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage('en');
          setOpen(false);
        }}
        className="inline-flex h-9 items-center rounded-md px-3 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        अंग्रेज़ी में ही पढ़ें
      </button>
    </aside>
  );
}
