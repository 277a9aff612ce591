import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, type SessionUser } from '../../lib/session.ts';
import { PageLoading } from './auth-card.tsx';

/**
 * Route guard: 'Loading...' while the session loads (also the server-rendered HTML), the
 * children once a user is signed in, else a redirect to /login that replaces this history
 * entry and remembers the requested location (`state.from`) for the return after sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode | ((user: SessionUser) => ReactNode) }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{typeof children === 'function' ? children(session.user) : children}</>;
}
