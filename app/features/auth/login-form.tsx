import { localPath } from '#app/lib/local-path.ts';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { getSessionClient, useSession } from '../../lib/session.ts';
import { SecondFactorForm } from './second-factor-form.tsx';
import { AlreadySignedIn } from './already-signed-in.tsx';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { isEmailNotConfirmed } from './auth-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';
import { UnconfirmedNotice } from './resend-confirmation.tsx';
import { safeReturnPath } from './return-path.ts';
import { AuthLink, AuthSubmit } from './auth-link.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useFormFields } from './use-form-fields.ts';

type Failure = { kind: 'unconfirmed'; email: string } | { kind: 'error'; message: string };

/**
 * Sign-in with email and password; an account with a verified TOTP factor then gives a code from
 * its authenticator app (the session becomes aal2, which staff privileges need). Returns to the
 * page the guard remembered, else home.
 */
export function LoginForm() {
  const { lang, fields: f, login: copy } = useAuthCopy();
  const navigate = useNavigate();
  const location = useLocation();
  const navState = location.state as { from?: unknown; email?: unknown } | null;
  const session = useSession();
  // Set once this form signs the visitor in, so the page does not switch to "already signed in"
  // in the moment between the sign-in and the navigation away.
  const [signedInHere, setSignedInHere] = useState(false);
  // The factor to verify when the password was right and the account has a second factor.
  const [secondFactor, setSecondFactor] = useState<string | null>(null);
  const { errors, field, parse, formRef } = useFormFields({
    email: typeof navState?.email === 'string' ? navState.email : '',
    password: '',
  });
  const { busy, failure, setFailure, submit } = useAuthSubmit<Failure>(parse);

  async function onSubmit(e: FormEvent) {
    await submit(
      'login',
      e,
      async (data, supabase) => {
        const { data: signedIn, error } = await supabase.auth.signInWithPassword({
          email: data.email,
          password: data.password,
        });
        if (error) throw error;
        setSignedInHere(true);
        const factor = signedIn.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
        if (factor) setSecondFactor(factor.id);
        else done();
      },
      (err, data) => {
        if (isEmailNotConfirmed(err)) {
          setFailure({ kind: 'unconfirmed', email: data.email });
        } else {
          const message = errorMessageIn(err, copy.failed, lang);
          setFailure({ kind: 'error', message });
          toast.error(copy.errorTitle, { description: message });
        }
      },
    );
  }

  function done() {
    toast.success(copy.welcome.title, { description: copy.welcome.description });
    navigate(safeReturnPath(navState?.from) ?? localPath('/', lang), { replace: true });
  }

  async function cancelSecondFactor() {
    const supabase = await getSessionClient();
    await supabase.auth.signOut({ scope: 'local' });
    setSecondFactor(null);
    setSignedInHere(false);
  }

  if (secondFactor) {
    return <SecondFactorForm factorId={secondFactor} onVerified={done} onCancel={() => void cancelSecondFactor()} />;
  }
  if (session.status === 'signed-in' && !busy && !signedInHere) return <AlreadySignedIn user={session.user} />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure?.kind === 'unconfirmed' ? <UnconfirmedNotice email={failure.email} /> : null}
      {failure?.kind === 'error' ? <FormAlert title={copy.alertTitle}>{failure.message}</FormAlert> : null}
      <FormField label={f.email} error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <FormField label={f.password} error={errors.password}>
          <PasswordInput {...field('password')} autoComplete="current-password" required />
        </FormField>
        <AuthLink to="/forgot-password" className="self-end text-sm">
          {copy.forgotLink}
        </AuthLink>
      </div>
      <AuthSubmit busy={busy} label={copy.submit} busyLabel={copy.busy} className="mt-2" />
      <p className="text-center text-sm text-slate-600">
        {copy.noAccount} <AuthLink to="/signup">{copy.signUpLink}</AuthLink>
      </p>
    </form>
  );
}
