import { useEffect } from 'react';
import type { Lang } from '#rules/languages.ts';
import { redirect, replace, useRevalidator } from 'react-router';
import { useSession, type SessionState } from './session.ts';
import { toast } from './toast.ts';
import { writeLimitDescription } from './write-limit.ts';

/**
 * The one way route modules load and write the signed-in reader's data (docs/decisions/
 * 017-signed-in-data-through-react-router.md): clientLoaders say whom their data was loaded for,
 * clientActions write and then redirect or return a result for React Router to revalidate after,
 * and every failure or success reaches the reader as the spec's toast through the functions here.
 */

/** A toast in the spec's words. */
export type Notice = { title: string; description: string };

/** Whom route data was loaded for: a user id, or null for an anonymous read. */
export type Viewer = string | null;

/** What a clientAction returns when it does not redirect. */
export type WriteResult = { ok: boolean };

function showError(notice: Notice) {
  toast.error(notice.title, { description: notice.description });
}

/** From a clientLoader or clientAction: shows `notice` (if any) and goes to `to` instead of the current entry. */
export function leave(to: string, notice?: Notice): never {
  if (notice) showError(notice);
  throw replace(to);
}

/**
 * A read that may fail: `fallback` then stands in for the data. The failure is logged, and shown
 * when `failed` is a notice (a text is only logged: for failures the spec keeps from the reader).
 */
export async function readOr<T, F>(read: () => Promise<T>, failed: Notice | string, fallback: F): Promise<T | F> {
  try {
    return await read();
  } catch (err) {
    console.warn(typeof failed === 'string' ? failed : failed.title, err);
    if (typeof failed !== 'string') showError(failed);
    return fallback;
  }
}

/** A read the page cannot do without: a failure is logged, shows `failed`, and leaves for `to`. */
export async function readOrLeave<T>(read: () => Promise<T>, failed: Notice, to: string): Promise<T> {
  try {
    return await read();
  } catch (err) {
    console.warn(failed.title, err);
    return leave(to, failed);
  }
}

/** A write refused before it starts (sign-in needed, invalid input): says why. */
export function refuse(notice: Notice): WriteResult {
  showError(notice);
  return { ok: false };
}

/**
 * A write from a clientAction. On success it shows `done` and, given `then`, redirects to the
 * path `then` makes of the write's result; on failure it logs and shows `failed` (a notice, or
 * one made from the error; for a write quota, when to try again, in `lang`: the page's language).
 * React Router then revalidates the page's loaders.
 */
export async function write<T>(
  run: () => Promise<T>,
  notices: { done: Notice; failed: Notice | ((err: unknown) => Notice) },
  then?: (value: T) => string,
  lang: Lang = 'en',
): Promise<WriteResult> {
  let value: T;
  try {
    value = await run();
  } catch (err) {
    const failed = typeof notices.failed === 'function' ? notices.failed(err) : notices.failed;
    console.warn(failed.title, err);
    // A write quota (ADR 020): the same title, saying when the reader can try again.
    const limited = writeLimitDescription(err, new Date(), lang);
    return refuse(limited ? { title: failed.title, description: limited } : failed);
  }
  toast.success(notices.done.title, { description: notices.done.description });
  if (then) throw redirect(then(value));
  return { ok: true };
}

/**
 * The reader's session beside route data loaded for `data.viewer`. `current` is true when the
 * data is this reader's own view. Data without a viewer is the server's anonymous render, which
 * stands at hydration (no `clientLoader.hydrate`: hydrating with it and then rendering the page
 * again with the clientLoader's copy cost the blog pages their Total Blocking Time, ADR 025);
 * `settle(reader)` says, once the session is known, whether this reader needs their own view
 * (a signed-in author's drafts, what the server could not load), which React Router then loads
 * through the clientLoader. When someone else signs in or out later, it loads the data again.
 */
export function useReaderData(
  data: { readonly viewer?: Viewer; readonly [field: string]: unknown },
  settle?: (reader: Viewer) => boolean,
): {
  session: SessionState;
  current: boolean;
} {
  const session = useSession();
  const { revalidate, state } = useRevalidator();
  const reader: Viewer | undefined = session.status === 'loading' ? undefined : (session.user?.id ?? null);
  const current = reader !== undefined && reader === (data.viewer ?? null);
  const stale = reader !== undefined && data.viewer !== undefined && reader !== data.viewer;
  const unsettled = reader !== undefined && data.viewer === undefined && (settle?.(reader) ?? false);
  useEffect(() => {
    if ((stale || unsettled) && state === 'idle') void revalidate();
  }, [stale, unsettled, state, revalidate]);
  return { session, current };
}
