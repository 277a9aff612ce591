import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { getSessionClient, useSession } from '../../lib/session.ts';
import { PageLoading } from './auth-card.tsx';
import { errorMessage } from './auth-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from './password-input.tsx';
import { useFormFields } from './use-form-fields.ts';

/**
 * Sets a new password. The reset link signs the user in (a recovery session taken from the
 * URL by supabase-js); without a session the link was invalid or expired.
 */
export function ResetPasswordForm() {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, field, parse, formRef } = useFormFields({ password: '', confirmPassword: '' });

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert title="This reset link is invalid or has expired">
          Request a new link and open it from the newest email.
        </FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    const data = await parse('newPassword', e);
    if (!data || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.updateUser({ password: data.password });
      if (error) throw error;
      toast.success('Password updated', { description: 'Your new password is saved and you are signed in.' });
      navigate('/', { replace: true });
    } catch (err) {
      setFailure(errorMessage(err, 'Failed to update the password. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Choose a new password for <strong className="font-medium text-slate-900">{session.user.email}</strong>.
      </p>
      {failure ? <FormAlert title="Password not updated">{failure}</FormAlert> : null}
      <FormField label="New password" error={errors.password} hint="At least 6 characters.">
        <PasswordInput {...field('password')} autoComplete="new-password" required />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        <PasswordInput {...field('confirmPassword')} autoComplete="new-password" required />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Updating password...' : 'Update password'}
      </Button>
    </form>
  );
}
