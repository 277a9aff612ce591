/**
 * The first touch of this browser tab's visit (ADR 029): at the first page view of the tab
 * session, the landing page (path and query), the external page that linked to it and the
 * campaign tags of that URL are kept in sessionStorage; every site form sends them with its lead
 * (features/contact), and the server checks and caps them again (rules/lead-source.ts). A tab
 * keeps its first touch across reloads and navigation; a new tab starts a new one. Nothing is
 * recorded when storage is unavailable (private modes, blocked storage): leads then carry none.
 */
import { firstTouchOf, normalizeLeadSource, type LeadSource } from '../../rules/lead-source.ts';

const storageKey = 'aravali.first-touch';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Records the current page as the tab's first touch, unless one is recorded already. */
export function recordFirstTouch(): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(storageKey) !== null) return;
    store.setItem(storageKey, JSON.stringify(firstTouchOf(window.location.href, document.referrer)));
  } catch {
    // Storage full or blocked: the lead goes without its source.
  }
}

/** The tab's first touch, as a form sends it (empty when none was recorded). */
export function readFirstTouch(): LeadSource {
  try {
    const raw = storage()?.getItem(storageKey);
    return raw ? normalizeLeadSource(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
