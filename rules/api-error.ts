/**
 * The error body of every JSON API this site answers besides Supabase's auth and storage ones:
 * PostgREST's envelope, `{code, message, details, hint}`, which /rest/v1 answers with and
 * supabase-js reads as a PostgrestError. The site's own endpoints (`/api/search`,
 * `/api/careers/applications`) answer in it too (server/lib/api-error.ts), so the browser reads
 * every refusal one way. A refusal of one field says so in `details` (`field: email`).
 */
export type ApiErrorBody = { code: string; message: string; details: string | null; hint: string | null };

/** `details` of a refusal that names the field it is about. */
export function fieldDetails(field: string): string {
  return `field: ${field}`;
}

/** A response body in the envelope, or null (a proxy's HTML page, a cut-off body, …). */
export function readApiError(body: unknown): ApiErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, details = null, hint = null } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    code,
    message,
    details: typeof details === 'string' ? details : null,
    hint: typeof hint === 'string' ? hint : null,
  };
}
