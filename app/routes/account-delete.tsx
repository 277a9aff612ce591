import { useState } from 'react';
import { Link } from 'react-router';
import { contentFate } from '#rules/account-deletion.ts';
import { AuthCard, PageLoading } from '../features/auth/auth-card.tsx';
import { confirmDeletion, inspectDeletion } from '../features/account/account-api.ts';
import { Button } from '../components/ui/button.tsx';
import { getSessionClient } from '../lib/session.ts';
import { seo } from '../lib/seo.ts';
import type { Route } from './+types/account-delete.ts';

export const meta = () => [
  ...seo({
    title: 'Delete your account',
    description: 'Confirm the deletion of your account.',
    path: '/account/delete',
  }),
  { name: 'robots', content: 'noindex' },
];

/**
 * The page the deletion email links to (ADR 035). Opening it spends nothing (a mail scanner that
 * follows the link deletes nothing): it shows what the link would delete; the button deletes.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { token, pending: await inspectDeletion(token), problem: null };
  } catch (err) {
    return { token, pending: null, problem: err instanceof Error ? err.message : 'This link does not work.' };
  }
}

export function HydrateFallback() {
  return (
    <AuthCard title="Delete your account" description="Checking your link...">
      <PageLoading />
    </AuthCard>
  );
}

export default function DeleteAccountPage({ loaderData }: Route.ComponentProps) {
  const { token, pending, problem } = loaderData;
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
      setFailure(err instanceof Error ? err.message : 'The account could not be deleted. Please try again.');
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <AuthCard title="Your account has been deleted" description="Thank you for having been part of our community.">
        <Button asChild className="w-full">
          <Link to="/">Go to the home page</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!pending) {
    return (
      <AuthCard title="Delete your account" description={failure ?? 'This link does not work.'}>
        <Button asChild variant="outline" className="w-full">
          <Link to="/profile#your-data">Go to your profile</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Delete your account?" description={`The account ${pending.email} and its data.`}>
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>{contentFate(pending.keepContent)}</p>
        <p>Your profile, chat history, pictures, sessions and sign-in details are deleted. This cannot be undone.</p>
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
          {state === 'busy' ? 'Deleting...' : 'Delete my account'}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Keep my account</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
