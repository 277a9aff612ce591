import { lazy, Suspense, useState } from 'react';
import { useChrome } from '../../content/chrome-lang.ts';
import { useSession, type SessionUser } from '../../lib/session.ts';
import { AccountBox, SignedOutLinks } from './account-box.tsx';
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
  const { chromeText } = useChrome();
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

/** Desktop account controls: the account box for the session's state (account-box.tsx). */
export function AuthControls() {
  const session = useSession();
  if (session.status === 'signed-out') return <SignedOutLinks />;
  return (
    <AccountBox status={session.status}>
      {session.status === 'signed-in' ? <AccountMenu user={session.user} /> : null}
    </AccountBox>
  );
}
