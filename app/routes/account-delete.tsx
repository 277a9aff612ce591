import { useState } from 'react';
import { AuthCard, PageLoading } from '../features/auth/auth-card.tsx';
import { confirmDeletion, inspectDeletion } from '../features/account/account-api.ts';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { getSessionClient } from '../lib/session.ts';
import { noindexPageMeta } from '../lib/seo.ts';
import { useLang } from '../lib/lang.ts';
import type { Route } from './+types/account-delete.ts';
import { accountDeleteCopy, accountDeleteCopyHi } from './account-delete-copy.ts';

const copyIn = (lang: 'en' | 'hi') => (lang === 'hi' ? accountDeleteCopyHi : accountDeleteCopy);

export const meta: Route.MetaFunction = noindexPageMeta(copyIn, '/account/delete');

/**
 * The page the deletion email links to (ADR 035). Opening it spends nothing (a mail scanner that
 * follows the link deletes nothing): it shows what the link would delete; the button deletes.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { token, pending: await inspectDeletion(token), problem: null };
  } catch (err) {
    // The server's words (English); a Hindi page shows its own (below).
    return { token, pending: null, problem: err instanceof Error ? err.message : accountDeleteCopy.linkBroken };
  }
}

export function HydrateFallback() {
  const copy = copyIn(useLang());
  return (
    <AuthCard title={copy.title} description={copy.checking}>
      <PageLoading />
    </AuthCard>
  );
}

export default function DeleteAccountPage({ loaderData }: Route.ComponentProps) {
  const { token, pending, problem } = loaderData;
  const lang = useLang();
  const copy = copyIn(lang);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(problem);

  async function confirm() {
    setState('busy');
    try {
      await confirmDeletion(token);
      // This browser's session belonged to the account: forget it here too.
      await (await getSessionClient()).auth.signOut({ scope: 'local' }).catch(() => undefined);
      setState('done');
    } catch (err) {
      setFailure(lang === 'en' && err instanceof Error ? err.message : copy.failed);
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <AuthCard title={copy.doneTitle} description={copy.doneText}>
        <ButtonLink to="/" className="w-full">
          {copy.home}
        </ButtonLink>
      </AuthCard>
    );
  }
  if (!pending) {
    return (
      <AuthCard title={copy.title} description={lang === 'en' ? (failure ?? copy.linkBroken) : copy.linkBroken}>
        <ButtonLink to="/profile#your-data" variant="outline" className="w-full">
          {copy.profile}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.confirmTitle} description={copy.confirmText(pending.email)}>
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>{copy.contentFate(pending.keepContent)}</p>
        <p>{copy.whatGoes}</p>
        {failure ? (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        ) : null}
        <Button
          type="button"
          variant="destructive"
          size="lg"
          disabled={state === 'busy'}
          onClick={() => void confirm()}
        >
          {state === 'busy' ? copy.deleting : copy.delete}
        </Button>
        <ButtonLink to="/" variant="ghost">
          {copy.keep}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
