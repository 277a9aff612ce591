import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLang } from '../../lib/lang.ts';
import { accountCopyIn } from './account-copy-in.ts';
import { site } from '#config/site.ts';
import { Button } from '../../components/ui/button.tsx';
import { loadOnce } from '../../lib/load-once.ts';
import { getSessionClient, type SessionUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { AccountCard } from './account-card.tsx';
import type { Enrolment } from './enrol-totp.tsx';

// Radix's dialog (14.8 KB gzip) loads only for an account that can turn two-step off.
const ConfirmButton = lazy(() =>
  import('../../components/ui/alert-dialog.tsx').then((m) => ({ default: m.ConfirmButton })),
);

// The set-up form (its code input) loads when Set up is pressed, before the server enrols a factor;
// the press and the lazy component share one load.
const loadEnrolTotp = loadOnce(() => import('./enrol-totp.tsx').then((m) => ({ default: m.EnrolTotp })));
const EnrolTotp = lazy(loadEnrolTotp);

const failed = (err: unknown, title: string, lang: 'en' | 'hi') => {
  console.warn(title, err);
  toast.error(title, {
    description: lang === 'en' && err instanceof Error ? err.message : twoStepCopyIn(lang).tryAgain,
  });
};

const twoStepCopyIn = (lang: 'en' | 'hi') => accountCopyIn(lang).twoStep;

/**
 * Profile → Two-step verification: set up a TOTP factor (QR code from the server, a code to
 * confirm it, which also raises this session to aal2), or turn it off from a session that
 * verified it. Staff need it for the staff area (ADR 034).
 */
export function TwoStepCard({ user }: { user: SessionUser }) {
  const lang = useLang();
  const copy = twoStepCopyIn(lang);
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
      const form = loadEnrolTotp();
      const supabase = await getSessionClient();
      // The form's code first: a factor the server made could not be shown without it.
      await form;
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: site.name });
      if (error) throw error;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    } catch (err) {
      failed(err, copy.startFailed, lang);
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
      toast.success(copy.off.title, { description: copy.off.description });
    } catch (err) {
      failed(err, copy.offFailed, lang);
    }
  }

  return (
    <AccountCard id="two-step" title={copy.title} ref={focus}>
      {enrolment ? (
        <Suspense fallback={null}>
          <EnrolTotp enrolment={enrolment} onDone={() => setEnrolment(null)} />
        </Suspense>
      ) : user.hasTotp ? (
        <>
          <p>
            <strong className="font-semibold text-slate-900">{copy.onLabel}</strong>
            {copy.onText}
          </p>
          {user.aal === 'aal2' ? (
            // The fallback is ConfirmButton's own trigger, disabled until the dialog has loaded.
            <Suspense
              fallback={
                <Button type="button" variant="outline" size="sm" disabled>
                  {copy.turnOffLabel}
                </Button>
              }
            >
              <ConfirmButton
                label={copy.turnOffLabel}
                title={copy.turnOffTitle}
                description={user.role ? copy.turnOffStaff : copy.turnOffReader}
                confirmLabel={copy.turnOff}
                onConfirm={() => void turnOff()}
              />
            </Suspense>
          ) : (
            <p className="text-slate-600">{copy.signInAgain}</p>
          )}
        </>
      ) : (
        <>
          <p>{copy.protect}</p>
          {user.role ? <p className="font-medium text-slate-900">{copy.staffNeed}</p> : null}
          <Button type="button" className="self-start" disabled={busy} onClick={() => void start()}>
            {busy ? copy.starting : copy.setUp}
          </Button>
        </>
      )}
    </AccountCard>
  );
}
