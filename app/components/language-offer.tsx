import { useEffect, useState, type ComponentType } from 'react';
import { useLang } from '../lib/lang.ts';
import { prefersHindi, rememberedLanguage } from '../lib/language-choice.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * On an English page, a browser whose languages put Hindi first is offered the Hindi page, once
 * (issue #29): a small notice loaded on idle (language-offer-notice.tsx, its own chunk with its
 * Hindi words), never a redirect, so crawlers and everyone else get the page they asked for.
 * Nothing is rendered by the server or at hydration.
 */
export function LanguageOffer() {
  const lang = useLang();
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (lang !== 'en') return;
    return whenIdle(() => {
      if (rememberedLanguage() !== null || !prefersHindi(navigator.languages ?? [navigator.language])) return;
      import('./language-offer-notice.tsx').then(
        (m) => setNotice(() => m.LanguageOfferNotice),
        () => undefined,
      );
    });
  }, [lang]);
  return Notice && lang === 'en' ? <Notice /> : null;
}
