import { localPath } from '#app/lib/local-path.ts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { onAuthNotice, type AuthNotice } from '../../lib/session.ts';
import { langOfPath } from '#rules/languages.ts';
import { authCopyIn } from './auth-copy.ts';

type Toast = { title: string; description: string };

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
      // The page's language (issue #29): a Hindi page's link lands on a Hindi page.
      const lang = langOfPath(path.current);
      const copy = authCopyIn(lang).linkEvents;
      const signedInByLink: Record<string, Toast> = {
        signup: copy.signup,
        invite: copy.invite,
        email_change: copy.email_change,
      };
      if (notice.kind === 'password-recovery') {
        const resetPage = localPath('/reset-password', lang);
        if (path.current !== resetPage) navigate(resetPage, { replace: true });
      } else if (notice.kind === 'link-signed-in') {
        const text = signedInByLink[notice.linkType ?? ''] ?? copy.signedIn;
        toast.success(text.title, { description: text.description });
      } else {
        toast.error(lang === 'en' ? notice.message : copy.linkFailed, { description: copy.failedDescription });
      }
    };
    return onAuthNotice(handle);
  }, [navigate]);

  return null;
}
