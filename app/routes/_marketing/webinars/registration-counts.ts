import { getPublicEnv } from '../../../lib/public-env.ts';

/**
 * Registrations taken by the site per webinar (the public view webinar_registration_counts:
 * counts only), read with a plain PostgREST request so the page does not load supabase-js for
 * it. Empty when the backend cannot be reached: the cards then show their base figure.
 */
export async function fetchRegistrationCounts(): Promise<ReadonlyMap<string, number>> {
  const env = getPublicEnv();
  try {
    const res = await fetch(`${env.supabaseUrl}/rest/v1/webinar_registration_counts?select=webinar_id,registered`, {
      headers: { apikey: env.supabaseAnonKey, Accept: 'application/json' },
    });
    if (!res.ok) return new Map();
    const rows = (await res.json()) as { webinar_id: string; registered: number }[];
    return new Map(rows.map((row) => [row.webinar_id, row.registered]));
  } catch {
    return new Map();
  }
}
