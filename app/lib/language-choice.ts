import type { Lang } from '../../rules/languages.ts';

/**
 * The visitor's language choice, kept in this browser (issue #29): set by the language switch
 * and by the Hindi offer (shown once, then never again whatever the answer). Only read in the
 * browser; the server never redirects anyone by it.
 */
export const languageChoiceKey = 'aravali-language';

export type LanguageChoice = Lang | 'offered';

export function rememberLanguage(choice: LanguageChoice): void {
  try {
    localStorage.setItem(languageChoiceKey, choice);
  } catch {
    // Storage blocked (private mode): the offer may be shown again; nothing else depends on it.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(languageChoiceKey);
  } catch {
    return null;
  }
}

/**
 * Whether a browser's preferred languages (`navigator.languages`, most preferred first) put
 * Hindi before English: `['hi-IN', 'en']` does, `['en-IN', 'hi']` and `['ta']` do not.
 */
export function prefersHindi(preferred: readonly string[]): boolean {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return true;
    if (primary === 'en') return false;
  }
  return false;
}
