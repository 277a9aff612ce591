import { localPath } from '#app/lib/local-path.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authCopyIn, useAuthCopy } from '../../features/auth/auth-copy.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { seo } from '../../lib/seo.ts';
import { langOfPath } from '#rules/languages.ts';
import type { Route } from './+types/reset-password.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const page = authCopyIn(lang).pages.resetPassword;
  return [
    ...seo({ title: page.metaTitle, description: page.metaDescription, path: localPath('/reset-password', lang) }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ResetPasswordPage() {
  const page = useAuthCopy().pages.resetPassword;
  return (
    <AuthCard title={page.title}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
