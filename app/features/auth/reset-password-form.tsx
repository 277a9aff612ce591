import { localPath } from '#app/lib/local-path.ts';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSession } from '../../lib/session.ts';
import { PageLoading } from './auth-card.tsx';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { AuthSubmit } from './auth-link.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useFormFields } from './use-form-fields.ts';

/**
 * Sets a new password. The reset link signs the user in (a recovery session taken from the
 * URL by supabase-js); without a session the link was invalid or expired.
 */
export function ResetPasswordForm() {
  const { lang, fields: f, resetPassword: copy } = useAuthCopy();
  const session = useSession();
  const navigate = useNavigate();
  const { errors, field, parse, formRef } = useFormFields({ password: '', confirmPassword: '' });
  const { busy, failure, setFailure, submit } = useAuthSubmit<string>(parse);

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert title={copy.invalidTitle}>{copy.invalidText}</FormAlert>
        <ButtonLink to="/forgot-password" size="lg" className="w-full">
          {copy.requestNew}
        </ButtonLink>
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    await submit(
      'newPassword',
      e,
      async (data, supabase) => {
        const { error } = await supabase.auth.updateUser({ password: data.password });
        if (error) throw error;
        toast.success(copy.updated.title, { description: copy.updated.description });
        navigate(localPath('/', lang), { replace: true });
      },
      (err) => setFailure(errorMessageIn(err, copy.failed, lang)),
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {copy.choosePrefix}
        <strong className="font-medium text-slate-900">{session.user.email}</strong>
        {copy.chooseSuffix}
      </p>
      {failure ? <FormAlert title={copy.alertTitle}>{failure}</FormAlert> : null}
      <FormField label={f.newPassword} error={errors.password} hint={f.passwordHint}>
        <PasswordInput {...field('password')} autoComplete="new-password" required />
      </FormField>
      <FormField label={f.confirmNewPassword} error={errors.confirmPassword}>
        <PasswordInput {...field('confirmPassword')} autoComplete="new-password" required />
      </FormField>
      <AuthSubmit busy={busy} label={copy.submit} busyLabel={copy.busy} />
    </form>
  );
}
