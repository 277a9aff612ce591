/**
 * The one error of the site's JSON APIs: a stable code with one status, a message people can
 * read, and `details`/`hint` where useful, written as PostgREST's envelope (rules/api-error.ts).
 * /rest/v1's RestError (server/rest/errors.ts) is one; the site's own endpoints under /api/*
 * answer with `apiErrors` through `sendApiError`. Each code keeps its status forever.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fieldDetails, type ApiErrorBody } from '../../rules/api-error.ts';

type Extra = { details?: string | null; hint?: string | null; headers?: Record<string, string> };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, extra: Extra = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  toJSON(): ApiErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** The codes the site's own endpoints answer with, each with its one status. */
export const apiErrors = {
  /** 400: the input breaks a rule; `field` names the field when there is one. */
  invalid: (message: string, field?: string) =>
    new ApiError(400, 'validation_failed', message, { details: field ? fieldDetails(field) : null }),
  /** 413: the body, or one field of it, is over its limit. */
  tooLarge: (message: string, field?: string) =>
    new ApiError(413, 'payload_too_large', message, { details: field ? fieldDetails(field) : null }),
  /** 429 with Retry-After: the caller's limit is used up for now. */
  rateLimited: (message: string, retryAfter: number) =>
    new ApiError(429, 'over_request_rate_limit', message, { headers: { 'Retry-After': String(retryAfter) } }),
  /** 500: an unexpected failure, logged with the request id it names. */
  unexpected: (requestId: string) =>
    new ApiError(500, 'unexpected_failure', 'Internal server error', { details: `request id: ${requestId}` }),
};

/** Answers with the error: its status, its headers and the envelope. */
export function sendApiError(c: Context, error: ApiError): Response {
  return c.json(error.toJSON(), error.status as ContentfulStatusCode, error.headers);
}
