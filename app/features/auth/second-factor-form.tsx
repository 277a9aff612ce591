import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { OneTimeCodeInput, oneTimeCodeDigits } from '../../components/ui/one-time-code-input.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { AuthSubmit } from './auth-link.tsx';
import { FormAlert } from './form-alert.tsx';
import { markHydrated } from '#app/lib/hydrated-form.ts';

export { secondFactor as secondFactorCopy } from './copy.ts';

/** The account's verified TOTP factor, which the second step verifies against. */
export async function verifiedTotpFactor(): Promise<string | null> {
  const supabase = await getSessionClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((f) => f.status === 'verified')?.id ?? null;
}

/**
 * The second step of a sign-in (and of /admin for a session that skipped it): a TOTP code from
 * the authenticator app, verified with `mfa.challengeAndVerify`, after which the session is aal2
 * (auth-js saves it and emits MFA_CHALLENGE_VERIFIED). `onCancel` offers a way out.
 */
export function SecondFactorForm({
  factorId,
  onVerified,
  onCancel,
}: {
  factorId: string;
  onVerified: () => void;
  onCancel?: () => void;
}) {
  const { lang, secondFactor: secondFactorCopy } = useAuthCopy();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const digits = oneTimeCodeDigits(code);
    if (!digits) return setFieldError(secondFactorCopy.invalidFormat);
    if (busy) return;
    setFieldError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: digits });
      if (error) throw error;
      onVerified();
    } catch (err) {
      setFailure(errorMessageIn(err, secondFactorCopy.failed, lang));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={markHydrated}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={secondFactorCopy.title}
    >
      <p className="text-sm text-slate-600">{secondFactorCopy.prompt}</p>
      {failure ? <FormAlert title={secondFactorCopy.alertTitle}>{failure}</FormAlert> : null}
      <FormField label={secondFactorCopy.label} error={fieldError}>
        <OneTimeCodeInput value={code} onChange={setCode} pattern="[0-9]*" autoFocus />
      </FormField>
      <AuthSubmit busy={busy} label={secondFactorCopy.submit} busyLabel={secondFactorCopy.busy} />
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {secondFactorCopy.cancel}
        </Button>
      ) : null}
    </form>
  );
}
