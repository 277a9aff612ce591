import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { onAuthNotice, type AuthNotice } from '../../lib/session.ts';

const signedInByLink: Record<string, { title: string; description: string }> = {
  signup: { title: 'Email confirmed', description: 'Welcome, you are signed in.' },
  invite: { title: 'Welcome!', description: 'Your invitation is accepted and you are signed in.' },
  email_change: { title: 'Email updated', description: 'Your new email address is confirmed.' },
};
const signedIn = { title: 'Welcome back!', description: 'You have successfully signed in' };

/**
 * Turns auth notices into what the visitor sees: a toast when an email link signed them in
 * or could not be used, and the new-password page for a password-reset link. Mounted once,
 * after the toaster, by the root layout.
 */
export function AuthEvents() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const handle = (notice: AuthNotice) => {
      if (notice.kind === 'password-recovery') {
        if (path.current !== '/reset-password') navigate('/reset-password', { replace: true });
      } else if (notice.kind === 'link-signed-in') {
        const text = signedInByLink[notice.linkType ?? ''] ?? signedIn;
        toast.success(text.title, { description: text.description });
      } else {
        toast.error(notice.message, { description: 'Please sign in, or request a new email.' });
      }
    };
    return onAuthNotice(handle);
  }, [navigate]);

  return null;
}
