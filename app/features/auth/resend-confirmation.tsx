import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { errorMessage } from './auth-errors.ts';
import { FormAlert } from './form-alert.tsx';

export const unconfirmedText =
  'Your email address has not been confirmed yet. Please check your inbox for a confirmation email.';

/** The amber notice for an unconfirmed account, with a button that really resends the email. */
export function UnconfirmedNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: window.location.origin },
      });
      if (error) throw error;
      toast.success('Confirmation email sent', { description: `We sent a new confirmation link to ${email}.` });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to resend the confirmation email.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormAlert tone="warning">
      <p>{unconfirmedText}</p>
      <Button variant="warning" size="sm" className="self-start" onClick={resend} disabled={busy}>
        {busy ? 'Sending...' : 'Resend confirmation email'}
      </Button>
    </FormAlert>
  );
}
