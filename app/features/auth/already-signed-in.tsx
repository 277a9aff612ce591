import { ButtonLink } from '../../components/ui/button.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { useAuthCopy } from './auth-copy.ts';

/** Shown on the sign-in and sign-up pages to a visitor who is already signed in. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  const { alreadySignedIn: copy } = useAuthCopy();
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-slate-700">
        {copy.before}
        <strong className="font-medium text-slate-900">{user.email}</strong>
        {copy.after}
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <ButtonLink to="/profile" className="flex-1">
          {copy.profile}
        </ButtonLink>
        <ButtonLink to="/" variant="outline" className="flex-1">
          {copy.home}
        </ButtonLink>
      </div>
    </div>
  );
}
