import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { authLinks, chromeText } from '../../content/navigation.ts';
import { useSession, type SessionUser } from '../../lib/session.ts';
import { ghostButton, primaryButton } from './styles.ts';
import { UserAvatar } from './user-avatar.tsx';

const loadMenu = () => import('./avatar-menu.tsx');
const AvatarMenu = lazy(() => loadMenu().then((m) => ({ default: m.AvatarMenu })));
const preloadMenu = () => void loadMenu().catch(() => undefined);

const triggerClass =
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The avatar as a plain button until it is first pressed: then the menu's code (Radix) loads
 * and the menu opens; hovering or focusing the button starts the load early.
 */
function AccountMenu({ user }: { user: SessionUser }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={chromeText.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted}
      className={triggerClass}
      onClick={() => setWanted(true)}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
    >
      <UserAvatar user={user} />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AvatarMenu user={user} defaultOpen />
    </Suspense>
  );
}

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
      {session.status === 'signed-in' ? <AccountMenu user={session.user} /> : null}
    </div>
  );
}
