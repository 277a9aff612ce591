import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localPath } from '../../lib/local-path.ts';
import { useChrome } from '../../content/chrome-lang.ts';
import { useLang } from '../../lib/lang.ts';
import { ghostButton, primaryButton } from './styles.ts';

/**
 * The header's account box (desktop). It has a fixed size whatever the state, so nothing moves
 * when the session resolves: empty while loading (the prerendered HTML), Login and Sign Up when
 * signed out, the avatar menu when signed in.
 */
export function AccountBox({
  status,
  children,
}: {
  status: 'loading' | 'signed-in' | 'signed-out';
  children?: ReactNode;
}) {
  return (
    <div className="hidden h-10 w-48 items-center justify-end gap-2 lg:flex" data-session={status}>
      {children}
    </div>
  );
}

export function SignedOutLinks() {
  const lang = useLang();
  const { authLinks } = useChrome();
  return (
    <AccountBox status="signed-out">
      <Link to={localPath(authLinks.login.href, lang)} className={ghostButton}>
        {authLinks.login.label}
      </Link>
      <Link to={localPath(authLinks.signup.href, lang)} className={primaryButton}>
        {authLinks.signup.label}
      </Link>
    </AccountBox>
  );
}
