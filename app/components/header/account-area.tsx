import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionStorageKey, visitHasAccount, whenChromePartWanted } from '../../lib/chrome-parts.ts';
import { getPublicEnv } from '../../lib/page-env.ts';
import { AccountBox, SignedOutLinks } from './account-box.tsx';

const AuthControls = lazy(() => import('./auth-controls.tsx').then((m) => ({ default: m.AuthControls })));

/**
 * The header's account area. A visit without an account (nothing stored, no email link in the
 * address: app/lib/chrome-parts.ts) shows Login and Sign Up without the session's code; the
 * session's controls take over once the visit has one: a page that uses the session has loaded
 * it, or another tab signed in.
 */
export function AccountArea() {
  // The server renders the controls' loading box, as for a visit with an account.
  const [hadAccount] = useState(() => typeof window === 'undefined' || visitHasAccount());
  const [account, setAccount] = useState(hadAccount);
  useEffect(() => {
    if (account) return;
    const stop = whenChromePartWanted('account', () => setAccount(true));
    const key = sessionStorageKey(getPublicEnv().supabaseUrl);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setAccount(true);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [account]);

  if (!account) return <SignedOutLinks />;
  // Until the controls' code is here: the loading box for a visit that had an account, the
  // links that were already shown otherwise (the controls show them too when signed out).
  return (
    <Suspense fallback={hadAccount ? <AccountBox status="loading" /> : <SignedOutLinks />}>
      <AuthControls />
    </Suspense>
  );
}
