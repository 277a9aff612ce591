import { localPath } from '#app/lib/local-path.ts';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';
import { FormAlert } from './form-alert.tsx';

/** The amber notice for an unconfirmed account, with a button that really resends the email. */
export function UnconfirmedNotice({ email }: { email: string }) {
  const { lang, unconfirmed: copy } = useAuthCopy();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      const { error } = await supabase.auth.resend({
        type: 'signup',
        email,
        // Back to the page's language: a Hindi page's resend is a Hindi email.
        options: {
          emailRedirectTo: lang === 'en' ? window.location.origin : `${window.location.origin}${localPath('/', lang)}`,
        },
      });
      if (error) throw error;
      const sent = copy.sent(email);
      toast.success(sent.title, { description: sent.description });
    } catch (err) {
      toast.error(copy.errorTitle, { description: errorMessageIn(err, copy.failed, lang) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormAlert tone="warning">
      <p>{copy.text}</p>
      <Button variant="warning" size="sm" className="self-start" onClick={resend} disabled={busy}>
        {busy ? copy.busy : copy.resend}
      </Button>
    </FormAlert>
  );
}
