import { localPath } from '#app/lib/local-path.ts';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { linkNextPath } from '../../features/auth/return-path.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { redeemEmailLink } from '../../lib/session.ts';
import { authCopyIn, useAuthCopy } from '../../features/auth/auth-copy.ts';
import { noindexPageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/auth-confirm.ts';

export const meta: Route.MetaFunction = (args) => [
  ...noindexPageMeta((lang) => authCopyIn(lang).confirmLink, '/auth/confirm')(args),
  // The address holds the link's token: no request from this page names it to anyone.
  { name: 'referrer', content: 'no-referrer' },
];

const noSubscription = () => () => undefined;

/**
 * The page every auth e-mail links to (server/auth/auth-mail.ts): `?token_hash=…&type=…&next=…`.
 * Opening it spends nothing, so a mail scanner or link preview that fetches the link (GET or
 * HEAD) leaves it working; only its button spends the token (supabase-js `verifyOtp`), then the
 * visitor goes on: a recovery link to /reset-password, the others to `next`, signed in, with the
 * toast an e-mail link has always shown (AuthEvents).
 */
export default function AuthConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirmLink: copy, linkEvents, lang } = useAuthCopy();
  const texts: Readonly<Record<string, (typeof copy.types)['signup']>> = copy.types;
  const tokenHash = params.get('token_hash') ?? '';
  const type = params.get('type') ?? '';
  const known = Object.hasOwn(texts, type);
  const text = known ? texts[type]! : copy.types.signup;
  const [state, setState] = useState<'idle' | 'busy' | 'message'>('idle');
  const [problem, setProblem] = useState<string | null>(tokenHash && known ? null : copy.incomplete);
  const [message, setMessage] = useState<string>('');
  // The button works once React has hydrated it; before that it shows but cannot be pressed.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  async function confirm() {
    setState('busy');
    setProblem(null);
    const outcome = await redeemEmailLink(tokenHash, type);
    if (outcome.kind === 'signed-in') {
      // A Hindi confirm page goes on to the Hindi page (a recovery link's /reset-password too).
      const next = linkNextPath(params.get('next'), type);
      navigate(localPath(next, lang), { replace: true });
    } else if (outcome.kind === 'message') {
      setMessage(outcome.message);
      setState('message');
    } else {
      setProblem(outcome.code === 'otp_expired' || lang === 'hi' ? linkEvents.linkFailed : outcome.message);
      setState('idle');
    }
  }

  if (state === 'message') {
    return (
      <AuthCard title={text.title} description={message}>
        <ButtonLink to="/" variant="outline" className="w-full">
          {copy.home}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={text.title} description={text.description}>
      <div className="flex flex-col gap-4">
        {problem ? (
          <FormAlert>
            <p>{problem}</p>
            <p>{linkEvents.failedDescription}</p>
          </FormAlert>
        ) : null}
        <Button
          type="button"
          size="lg"
          disabled={!hydrated || state === 'busy' || !tokenHash || !known}
          onClick={() => void confirm()}
        >
          {state === 'busy' ? text.busy : text.button}
        </Button>
        <ButtonLink to="/login" variant="ghost">
          {copy.signIn}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
