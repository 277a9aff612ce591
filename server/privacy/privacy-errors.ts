/**
 * The errors of /api/account, each with one status, answered as `{ error: { code, message } }`
 * (the shape of the site's other /api endpoints) with the message meant for the person.
 */
export class PrivacyError extends Error {
  readonly status: 400 | 401 | 404 | 410 | 413 | 429;
  readonly code: string;
  readonly headers: Record<string, string>;
  constructor(status: PrivacyError['status'], code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'PrivacyError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const privacyErrors = {
  signedOut: () => new PrivacyError(401, 'not_signed_in', 'Sign in to manage your data.'),
  sessionEnded: () => new PrivacyError(401, 'session_ended', 'Your session has ended. Sign in again.'),
  invalidBody: (message: string) => new PrivacyError(400, 'validation_failed', message),
  tooLarge: () => new PrivacyError(413, 'payload_too_large', 'The request is too large.'),
  tooMany: (retryAfterSeconds: number, what: string) =>
    new PrivacyError(
      429,
      'over_request_rate_limit',
      `Too many ${what}. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`,
      { 'Retry-After': String(Math.max(1, retryAfterSeconds)) },
    ),
  linkDead: () =>
    new PrivacyError(
      410,
      'link_expired',
      'This link has expired or was already used. Ask for a new one from your profile.',
    ),
} as const;
