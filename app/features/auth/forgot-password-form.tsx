import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { errorMessage } from './auth-errors.ts';
import { useFormFields } from './use-form-fields.ts';

/**
 * Requests a password-reset email. The answer is the same whether or not the address has an
 * account (the server does the same), so the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, field, parse, formRef } = useFormFields({ email: '' });

  async function onSubmit(e: FormEvent) {
    const data = await parse('emailOnly', e);
    if (!data || busy) return;
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.resetPasswordForEmail(data.email, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) throw error;
      setSentTo(data.email);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to send the reset email. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden className="size-10 text-brand-700" />
        <h2 className="text-lg font-semibold text-slate-900">Check your email</h2>
        <p className="text-sm text-slate-600">
          If an account exists for <strong className="font-medium text-slate-900">{sentTo}</strong>, we have sent it a
          link to reset the password. The link can be used once.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Email" error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
