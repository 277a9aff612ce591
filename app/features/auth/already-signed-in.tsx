import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { SessionUser } from '../../lib/session.ts';

/** Shown on the sign-in and sign-up pages to a visitor who is already signed in. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-slate-700">
        You are signed in as <strong className="font-medium text-slate-900">{user.email}</strong>.
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link to="/profile">Go to your profile</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
