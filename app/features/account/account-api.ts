/**
 * The site's own account endpoints (/api/account, server/privacy/app.ts, ADR 035): the data
 * export and the deletion by emailed link. Their errors carry a message meant for the person.
 */
import { getSessionClient } from '../../lib/session.ts';

export class AccountApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AccountApiError';
    this.code = code;
  }
}

const network = 'We could not reach the site. Please check your connection and try again.';

async function call(path: string, init: RequestInit & { signedIn?: boolean } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.signedIn) {
    const { data } = await (await getSessionClient()).auth.getSession();
    if (data.session) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  }
  if (init.body) headers.set('Content-Type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`/api/account${path}`, { ...init, headers });
  } catch {
    throw new AccountApiError('network', network);
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new AccountApiError(body?.error?.code ?? 'unexpected_failure', body?.error?.message ?? network);
}

/** Downloads the account's data as the JSON file the server names. */
export async function downloadAccountData(): Promise<void> {
  const res = await call('/export', { signedIn: true });
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'account-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function requestDeletion(keepContent: boolean): Promise<{ email: string }> {
  const res = await call('/deletion', {
    method: 'POST',
    signedIn: true,
    body: JSON.stringify({ keep_content: keepContent }),
  });
  return (await res.json()) as { email: string };
}

export type PendingDeletion = { email: string; keepContent: boolean; expiresAt: string };

export async function inspectDeletion(token: string): Promise<PendingDeletion> {
  const res = await call(`/deletion?${new URLSearchParams({ token }).toString()}`);
  return (await res.json()) as PendingDeletion;
}

export async function confirmDeletion(token: string): Promise<void> {
  await call('/deletion/confirm', { method: 'POST', body: JSON.stringify({ token }) });
}
