import { useState, type FormEvent } from 'react';
import { useLang } from '../../lib/lang.ts';
import { accountCopyIn } from './account-copy-in.ts';
import { Button, FormSubmit } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { OneTimeCodeInput, oneTimeCodeDigits } from '../../components/ui/one-time-code-input.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

export type Enrolment = { factorId: string; qrCode: string; secret: string };

/** The secret in groups of four, as authenticator apps ask for it when typed. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The set-up of a new TOTP factor: its QR code (SVG from the server, as a data URL), the secret to
 * type instead, and the first code, which verifies the factor and raises this session to aal2.
 * Cancel removes the unverified factor.
 */
export function EnrolTotp({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const lang = useLang();
  const copy = accountCopyIn(lang).twoStep.enrol;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const digits = oneTimeCodeDigits(code);
    if (!digits) return setError(copy.invalidFormat);
    setBusy(true);
    setError(undefined);
    try {
      const supabase = await getSessionClient();
      const { error: failed } = await supabase.auth.mfa.challengeAndVerify({
        factorId: enrolment.factorId,
        code: digits,
      });
      if (failed) throw failed;
      toast.success(copy.on.title, { description: copy.on.description });
      onDone();
    } catch (err) {
      setError(lang === 'en' && err instanceof Error ? err.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    const supabase = await getSessionClient();
    await supabase.auth.mfa.unenroll({ factorId: enrolment.factorId }).catch(() => undefined);
    onDone();
  }

  return (
    <form ref={markHydrated} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={copy.label}>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <img
        src={enrolment.qrCode}
        alt={copy.qrAlt}
        width={180}
        height={180}
        className="self-center rounded-md border border-slate-200 bg-white"
      />
      <p className="text-center">
        {copy.key}
        <code className="font-mono text-sm break-all text-slate-900">{groupedSecret(enrolment.secret)}</code>
      </p>
      <FormField label={copy.code} error={error}>
        <OneTimeCodeInput value={code} onChange={setCode} />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void cancel()}>
          {copy.cancel}
        </Button>
        <FormSubmit busy={busy} label={copy.turnOn} busyLabel={copy.verifying} />
      </div>
    </form>
  );
}
