import { useEffect, useState } from 'react';
import { languageTag } from '#rules/languages.ts';
import { LocalText } from '../../components/marketing/local-date.tsx';
import { useLang } from '../../lib/lang.ts';
import { accountCopyIn } from './account-copy-in.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getReadClient, getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { AccountCard } from './account-card.tsx';

type SessionRow = {
  id: string;
  current: boolean;
  user_agent: string | null;
  /** Named by the server as the session opened (migration 0396); null for older sessions. */
  device: string | null;
  ip: string | null;
  last_active_at: string;
};
type Listed = SessionRow & { device: string };

/**
 * The signed-in user's open sessions (the `my_sessions` view), newest activity first. Read with the
 * stored token while it is fresh (`getReadClient`): auth-js loads only for "Sign out other devices".
 * The User-Agent parser loads only for a session opened before the server named devices.
 */
async function listSessions(): Promise<Listed[]> {
  const supabase = await getReadClient();
  const { data, error } = await supabase
    .from('my_sessions')
    .select('id, current, user_agent, device, ip, last_active_at')
    .order('last_active_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  const rows = data as SessionRow[];
  if (rows.every((s): s is Listed => s.device !== null)) return rows;
  const { deviceName } = await import('#rules/device-name.ts');
  return rows.map((s) => ({ ...s, device: s.device ?? deviceName(s.user_agent) }));
}

const when = (iso: string, lang: 'en' | 'hi') =>
  new Date(iso).toLocaleString(lang === 'hi' ? languageTag.hi : undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Profile → Where you're signed in: every open session with its device, address and last
 * activity, and "Sign out other devices" (GoTrue's sign-out with scope `others`): their tokens
 * stop at their next request (ADR 034), their refresh tokens are gone.
 */
export function SessionsCard() {
  const lang = useLang();
  const copy = accountCopyIn(lang).sessions;
  const [sessions, setSessions] = useState<Listed[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = () =>
    listSessions().then(setSessions, (err: unknown) => {
      console.warn('Failed to load sessions', err);
      setFailed(true);
    });
  useEffect(() => {
    void load();
  }, []);

  async function signOutOthers() {
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.signOut({ scope: 'others' });
      if (error) throw error;
      toast.success(copy.signedOut.title, { description: copy.signedOut.description });
      await load();
    } catch (err) {
      toast.error(copy.errorTitle, {
        description: lang === 'en' && err instanceof Error ? err.message : copy.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <AccountCard id="sessions" title={copy.title}>
      {failed ? <p>{copy.loadFailed}</p> : null}
      {sessions === null && !failed ? <p aria-busy="true">{copy.loading}</p> : null}
      {sessions ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                {s.device}
                {s.current ? <Badge variant="accent">{copy.thisDevice}</Badge> : null}
              </span>
              <span className="text-xs text-slate-600">
                {copy.lastActive}
                <LocalText dateTime={s.last_active_at} client={() => when(s.last_active_at, lang)} />
                {s.ip ? ` · ${s.ip}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={busy || others === 0}
        onClick={() => void signOutOthers()}
      >
        {busy ? copy.signingOut : copy.signOutOthers}
      </Button>
    </AccountCard>
  );
}
