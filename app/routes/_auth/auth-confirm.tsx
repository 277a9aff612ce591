import { useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { linkNextPath } from '../../features/auth/return-path.ts';
import { Button } from '../../components/ui/button.tsx';
import { redeemEmailLink } from '../../lib/session.ts';
import { seo } from '../../lib/seo.ts';

export const meta = () => [
  ...seo({ title: 'Confirm', description: 'Confirm the link from your email.', path: '/auth/confirm' }),
  { name: 'robots', content: 'noindex' },
  // The address holds the link's token: no request from this page names it to anyone.
  { name: 'referrer', content: 'no-referrer' },
];

/** What each link type's page says, and its one button. */
const texts: Record<string, { title: string; description: string; button: string; busy: string }> = {
  signup: {
    title: 'Confirm your email address',
    description: 'Press the button to confirm your email address and sign in.',
    button: 'Confirm email address',
    busy: 'Confirming...',
  },
  recovery: {
    title: 'Reset your password',
    description: 'Press the button to continue and choose a new password.',
    button: 'Choose a new password',
    busy: 'Opening...',
  },
  email_change: {
    title: 'Confirm your new email address',
    description: 'Press the button to confirm the change of your email address.',
    button: 'Confirm the change',
    busy: 'Confirming...',
  },
};
const fallbackText = texts.signup!;

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
  const tokenHash = params.get('token_hash') ?? '';
  const type = params.get('type') ?? '';
  const known = Object.hasOwn(texts, type);
  const text = known ? texts[type]! : fallbackText;
  const [state, setState] = useState<'idle' | 'busy' | 'message'>('idle');
  const [problem, setProblem] = useState<string | null>(
    tokenHash && known ? null : 'This link is incomplete. Please use the link from your email as it is.',
  );
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
      navigate(linkNextPath(params.get('next'), type), { replace: true });
    } else if (outcome.kind === 'message') {
      setMessage(outcome.message);
      setState('message');
    } else {
      setProblem(outcome.code === 'otp_expired' ? 'Email link is invalid or has expired' : outcome.message);
      setState('idle');
    }
  }

  if (state === 'message') {
    return (
      <AuthCard title={text.title} description={message}>
        <Button asChild variant="outline" className="w-full">
          <Link to="/">Go to the home page</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={text.title} description={text.description}>
      <div className="flex flex-col gap-4">
        {problem ? (
          <FormAlert>
            <p>{problem}</p>
            <p>Please sign in, or request a new email.</p>
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
        <Button asChild variant="ghost">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
