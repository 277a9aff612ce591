import { useEffect, useRef, useState } from 'react';
import { site } from '#config/site.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { getSessionClient, type SessionUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { AccountCard } from './account-card.tsx';
import { EnrolTotp, type Enrolment } from './enrol-totp.tsx';

const failed = (err: unknown, title: string) => {
  console.warn(title, err);
  toast.error(title, { description: err instanceof Error ? err.message : 'Please try again.' });
};

/**
 * Profile → Two-step verification: set up a TOTP factor (QR code from the server, a code to
 * confirm it, which also raises this session to aal2), or turn it off from a session that
 * verified it. Staff need it for the staff area (ADR 034).
 */
export function TwoStepCard({ user }: { user: SessionUser }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useRef<HTMLDivElement>(null);
  // /profile#two-step (from /admin): the card appears after the page, so the browser cannot scroll to it.
  useEffect(() => {
    if (window.location.hash === '#two-step') focus.current?.scrollIntoView({ block: 'start' });
  }, []);

  async function start() {
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: site.name });
      if (error) throw error;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    } catch (err) {
      failed(err, 'Could not start the set-up');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    try {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      for (const factor of data.totp) {
        const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
        if (removed.error) throw removed.error;
      }
      // The session fell back to aal1 on the server; a refresh carries it into the token.
      await supabase.auth.refreshSession();
      toast.success('Two-step verification is off', { description: 'Sign-in asks for your password only.' });
    } catch (err) {
      failed(err, 'Could not turn it off');
    }
  }

  return (
    <AccountCard id="two-step" title="Two-step verification" ref={focus}>
      {enrolment ? (
        <EnrolTotp enrolment={enrolment} onDone={() => setEnrolment(null)} />
      ) : user.hasTotp ? (
        <>
          <p>
            <strong className="font-semibold text-slate-900">On.</strong> Signing in asks for a code from your
            authenticator app after your password.
          </p>
          {user.aal === 'aal2' ? (
            <ConfirmButton
              label="Turn off two-step verification"
              title="Turn off two-step verification?"
              description={
                user.role
                  ? 'Without it your account loses access to the staff area until you set it up again.'
                  : 'Signing in will then ask for your password only.'
              }
              confirmLabel="Turn off"
              onConfirm={() => void turnOff()}
            />
          ) : (
            <p className="text-slate-600">Sign in again with a code to change this.</p>
          )}
        </>
      ) : (
        <>
          <p>
            Protect your account with a code from an authenticator app (such as Google Authenticator, Microsoft
            Authenticator or 1Password) each time you sign in.
          </p>
          {user.role ? (
            <p className="font-medium text-slate-900">Staff accounts need it to open the staff area.</p>
          ) : null}
          <Button type="button" className="self-start" disabled={busy} onClick={() => void start()}>
            {busy ? 'Starting...' : 'Set up two-step verification'}
          </Button>
        </>
      )}
    </AccountCard>
  );
}
