import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { getSessionClient, useSession } from '../../lib/session.ts';
import { AlreadySignedIn } from './already-signed-in.tsx';
import { errorMessage } from './auth-errors.ts';
import { PasswordInput } from './password-input.tsx';
import { rolePlaceholder } from './role-field.ts';
import { useFormFields } from './use-form-fields.ts';

/** Sign-up: creates the account with its metadata; the confirmation email links back to the site. */
export function SignupForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const { errors, field, parse, formRef } = useFormFields({
    fullName: '',
    email: '',
    password: '',
    organization: '',
    role: '',
  });

  async function onSubmit(e: FormEvent) {
    const data = await parse('signup', e);
    if (!data || busy) return;
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.signUp({
        email: data.email,
        password: data.password,
        options: {
          data: { fullName: data.fullName, organization: data.organization, role: data.role },
          emailRedirectTo: window.location.origin,
        },
      });
      if (error) throw error;
      // A taken address gets the same answer as a new one (GoTrue returns a user without
      // identities and sends no email), so the page never tells who has an account.
      toast.success('Account created', { description: 'Please check your email for confirmation link' });
      navigate('/login', { state: { email: data.email } });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to create account. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  if (session.status === 'signed-in') return <AlreadySignedIn user={session.user} />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Full Name" error={errors.fullName}>
        <Input {...field('fullName')} autoComplete="name" required />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <FormField label="Password" error={errors.password} hint="At least 6 characters.">
        <PasswordInput {...field('password')} autoComplete="new-password" required />
      </FormField>
      <FormField label="Organization" optional error={errors.organization}>
        <Input {...field('organization')} autoComplete="organization" />
      </FormField>
      <FormField label="Role" optional error={errors.role}>
        <Input {...field('role')} autoComplete="organization-title" placeholder={rolePlaceholder} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </form>
  );
}
