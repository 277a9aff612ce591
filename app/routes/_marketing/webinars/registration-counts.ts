import { getPublicEnv } from '#app/lib/page-env.ts';

type Counts = ReadonlyMap<string, number>;

let latest: Counts | null = null;

/** The counts last read in this page (null before the first read): the cards start from them. */
export function latestRegistrationCounts(): Counts | null {
  return latest;
}

/**
 * Registrations taken by the site per webinar (the public view webinar_registration_counts:
 * counts only), read with a plain PostgREST request so the page does not load supabase-js for
 * it. Empty when the backend cannot be reached: the cards then show their base figure.
 */
export async function fetchRegistrationCounts(): Promise<Counts> {
  const env = getPublicEnv();
  try {
    const res = await fetch(`${env.supabaseUrl}/rest/v1/webinar_registration_counts?select=webinar_id,registered`, {
      headers: { apikey: env.supabaseAnonKey, Accept: 'application/json' },
    });
    if (!res.ok) return new Map();
    const rows = (await res.json()) as { webinar_id: string; registered: number }[];
    latest = new Map(rows.map((row) => [row.webinar_id, row.registered]));
    return latest;
  } catch {
    return new Map();
  }
}

/** A card's registered figure: its base figure plus the site's registrations. */
export function formatRegistered(base: number, counted: number): string {
  return (base + counted).toLocaleString('en-IN');
}

/**
 * The counts shown in the cards' server HTML before their code has loaded (the page keeps that
 * HTML until the visitor uses a card: ADR 029): each figure is marked with its webinar and base.
 * A webinar the site has no registrations for keeps the server's figure, which is already its base
 * figure: formatting it again would show the same text, and a page's first number format costs a
 * slow phone tens of milliseconds (the browser's locale data for it is set up at first use).
 */
export function showRegistrationCounts(root: ParentNode, counts: Counts): void {
  for (const figure of root.querySelectorAll<HTMLElement>('[data-registered-count]')) {
    const counted = counts.get(figure.dataset.registeredCount ?? '') ?? 0;
    if (counted !== 0) figure.textContent = formatRegistered(Number(figure.dataset.baseCount), counted);
  }
  root.querySelector('[data-upcoming-webinars]')?.setAttribute('data-upcoming-webinars', 'counted');
}
