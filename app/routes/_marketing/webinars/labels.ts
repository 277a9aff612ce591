import { createContext, useContext } from 'react';
import type { webinarsPage } from './copy.ts';

/**
 * The words the webinar cards and lists show, in the page's language: given by the page's
 * static parts (view.tsx) and by each language's islands (upcoming-en.tsx, upcoming-hi.tsx, past-en.tsx, past-hi.tsx), so
 * an island's chunk carries one language's words only (ADR 043).
 */
export type WebinarLabels = {
  readonly [
    K in 'noUpcoming' | 'registeredLabel' | 'registerLabel' | 'watchLabel' | 'unavailableLabel' | 'pastFilterLabel'
  ]: string;
} & {
  /** The category shown on a card (the entry stores the English category). */
  readonly category: (category: string) => string;
  /** The language of the page the cards are on ('hi-IN' writes dates and counts in Hindi). */
  readonly locale: string;
};

export const WebinarLabelsContext = createContext<WebinarLabels | null>(null);

export function useWebinarLabels(): WebinarLabels {
  const labels = useContext(WebinarLabelsContext);
  if (!labels) throw new Error('Webinar cards render inside WebinarLabelsContext.');
  return labels;
}

/** The English labels from copy.ts's `webinarsPage`. */
export function englishLabels(page: typeof webinarsPage): WebinarLabels {
  return { ...page, category: (category) => category, locale: 'en-IN' };
}
