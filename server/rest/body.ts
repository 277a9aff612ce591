/**
 * Reads a JSON request body with a size cap enforced while streaming (a client cannot make the
 * server buffer more than the cap), then parses it. Bad JSON is PostgREST's PGRST102.
 */
import { readCapped } from '../lib/read-capped.ts';
import { restErrors } from './errors.ts';

/** 1 MiB: far above any row this site writes (a post is at most ~200 KB of HTML). */
export const MAX_BODY_BYTES = 1024 * 1024;

export async function readJson(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers.get('content-type');
  if (type && !/^application\/(json|[\w.+-]+\+json)\s*(;|$)/i.test(type.trim())) {
    throw restErrors.unsupportedContentType(type);
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw restErrors.bodyTooLarge(limit);
  const bytes = await readCapped(req.body, limit, () => restErrors.bodyTooLarge(limit));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw restErrors.invalidBody('The body is not valid UTF-8');
  }
  if (text.trim() === '') throw restErrors.invalidBody('The request body is empty');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw restErrors.invalidBody((err as Error).message);
  }
}

export function isJsonObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
