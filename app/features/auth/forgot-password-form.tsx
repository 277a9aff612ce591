import { localPath } from '#app/lib/local-path.ts';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { AuthLink, AuthSubmit } from './auth-link.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useFormFields } from './use-form-fields.ts';

/**
 * Requests a password-reset email. The answer is the same whether or not the address has an
 * account (the server does the same), so the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const { lang, fields: f, forgotPassword: copy } = useAuthCopy();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, field, parse, formRef } = useFormFields({ email: '' });
  const { busy, submit } = useAuthSubmit(parse);

  async function onSubmit(e: FormEvent) {
    await submit(
      'emailOnly',
      e,
      async (data, supabase) => {
        const { error } = await supabase.auth.resetPasswordForEmail(data.email, {
          // Under /hi on a Hindi page: the email is then written in Hindi (server/auth/auth-mail.ts).
          redirectTo: `${window.location.origin}${localPath('/reset-password', lang)}`,
        });
        if (error) throw error;
        setSentTo(data.email);
      },
      (err) => toast.error(copy.errorTitle, { description: errorMessageIn(err, copy.failed, lang) }),
    );
  }

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden className="size-10 text-brand-700" />
        <h2 className="text-lg font-semibold text-slate-900">{copy.sentHeading}</h2>
        <p className="text-sm text-slate-600">
          {copy.sentBefore}
          <strong className="font-medium text-slate-900">{sentTo}</strong>
          {copy.sentAfter}
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {copy.differentEmail}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={f.email} error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <AuthSubmit busy={busy} label={copy.submit} busyLabel={copy.busy} />
      <p className="text-center text-sm text-slate-600">
        <AuthLink to="/login">{copy.backLink}</AuthLink>
      </p>
    </form>
  );
}
