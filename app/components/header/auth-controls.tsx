import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { authLinks } from '../../content/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { ghostButton, primaryButton } from './styles.ts';
import { UserAvatar } from './user-avatar.tsx';

const AvatarMenu = lazy(() => import('./avatar-menu.tsx').then((m) => ({ default: m.AvatarMenu })));

/**
 * Desktop account controls. The box has a fixed size whatever the state, so nothing moves when
 * the session resolves: empty while loading (the prerendered HTML), Login and Sign Up when
 * signed out, the avatar menu when signed in.
 */
export function AuthControls() {
  const session = useSession();
  return (
    <div className="hidden h-10 w-48 items-center justify-end gap-2 lg:flex" data-session={session.status}>
      {session.status === 'signed-out' ? (
        <>
          <Link to={authLinks.login.href} className={ghostButton}>
            {authLinks.login.label}
          </Link>
          <Link to={authLinks.signup.href} className={primaryButton}>
            {authLinks.signup.label}
          </Link>
        </>
      ) : null}
      {session.status === 'signed-in' ? (
        <Suspense fallback={<UserAvatar user={session.user} />}>
          <AvatarMenu user={session.user} />
        </Suspense>
      ) : null}
    </div>
  );
}
