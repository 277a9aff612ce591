/**
 * The message to show for a failed call: the server's own text when there is one. Network
 * failures (supabase-js reports `Failed to fetch` or an empty `{}` for 5xx) get the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return fallback;
  const text = message.trim();
  if (!text || text === '{}' || /^(Failed to fetch|NetworkError|Load failed|fetch failed)/i.test(text)) return fallback;
  return text;
}

/** GoTrue's answer for a correct password on an unconfirmed account (code `email_not_confirmed`). */
export function isEmailNotConfirmed(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { message, code } = error as { message?: unknown; code?: unknown };
  return message === 'Email not confirmed' || code === 'email_not_confirmed';
}
