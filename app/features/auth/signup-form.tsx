import { localPath } from '#app/lib/local-path.ts';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSession } from '../../lib/session.ts';
import { AlreadySignedIn } from './already-signed-in.tsx';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { PasswordInput } from './password-input.tsx';
import { AuthLink, AuthSubmit } from './auth-link.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useFormFields } from './use-form-fields.ts';

/**
 * Sign-up: creates the account with its metadata; the confirmation email links back to the site.
 * On a Hindi page (issue #29) the account records `locale: 'hi'` and the link leads back to /hi,
 * which makes the confirmation email Hindi (server/auth/auth-mail.ts).
 */
export function SignupForm() {
  const { lang, fields: f, signup: copy } = useAuthCopy();
  const navigate = useNavigate();
  const session = useSession();
  const { errors, field, parse, formRef } = useFormFields({
    fullName: '',
    email: '',
    password: '',
    organization: '',
    role: '',
  });
  const { busy, submit } = useAuthSubmit(parse);

  async function onSubmit(e: FormEvent) {
    await submit(
      'signup',
      e,
      async (data, supabase) => {
        const { error } = await supabase.auth.signUp({
          email: data.email,
          password: data.password,
          options: {
            data: {
              fullName: data.fullName,
              organization: data.organization,
              role: data.role,
              ...(lang === 'en' ? {} : { locale: lang }),
            },
            emailRedirectTo:
              lang === 'en' ? window.location.origin : `${window.location.origin}${localPath('/', lang)}`,
          },
        });
        if (error) throw error;
        // A taken address gets the same answer as a new one (GoTrue returns a user without
        // identities and sends no email), so the page never tells who has an account.
        toast.success(copy.created.title, { description: copy.created.description });
        navigate(localPath('/login', lang), { state: { email: data.email } });
      },
      (err) => toast.error(copy.errorTitle, { description: errorMessageIn(err, copy.failed, lang) }),
    );
  }

  if (session.status === 'signed-in') return <AlreadySignedIn user={session.user} />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={f.fullName} error={errors.fullName}>
        <Input {...field('fullName')} autoComplete="name" required />
      </FormField>
      <FormField label={f.email} error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <FormField label={f.password} error={errors.password} hint={f.passwordHint}>
        <PasswordInput {...field('password')} autoComplete="new-password" required />
      </FormField>
      <FormField label={f.organization} optional error={errors.organization}>
        <Input {...field('organization')} autoComplete="organization" />
      </FormField>
      <FormField label={f.role} optional error={errors.role}>
        <Input {...field('role')} autoComplete="organization-title" placeholder={f.rolePlaceholder} />
      </FormField>
      <AuthSubmit busy={busy} label={copy.submit} busyLabel={copy.busy} className="mt-2" aria-disabled={busy} />
      <p className="text-center text-sm text-slate-600">
        <AuthLink to="/login">{copy.signInLink}</AuthLink>
      </p>
    </form>
  );
}
