import { localPath } from '#app/lib/local-path.ts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, type SessionUser } from '../../lib/session.ts';
import { langOfPath } from '#rules/languages.ts';
import { PageLoading } from './auth-card.tsx';

/**
 * Route guard: 'Loading...' while the session loads (also the server-rendered HTML), the
 * children once a user is signed in, else a redirect to /login that replaces this history
 * entry and remembers the requested location (`state.from`) for the return after sign-in.
 * Only while the visitor is still on the guarded page: one they have just left is not redirected.
 */
export function RequireAuth({ children }: { children: ReactNode | ((user: SessionUser) => ReactNode) }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    // The visitor has left already: this page is only kept on screen while the next one's code
    // arrives (static sections, ADR 010), so the session ending now is not a reason to redirect.
    if (window.location.pathname !== location.pathname) return <PageLoading />;
    return <Navigate to={localPath('/login', langOfPath(location.pathname))} replace state={{ from: location }} />;
  }
  return <>{typeof children === 'function' ? children(session.user) : children}</>;
}
