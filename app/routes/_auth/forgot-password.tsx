import { localPath } from '#app/lib/local-path.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authCopyIn, useAuthCopy } from '../../features/auth/auth-copy.ts';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { seo } from '../../lib/seo.ts';
import { langOfPath } from '#rules/languages.ts';
import type { Route } from './+types/forgot-password.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const page = authCopyIn(lang).pages.forgotPassword;
  return seo({ title: page.metaTitle, description: page.metaDescription, path: localPath('/forgot-password', lang) });
};

export default function ForgotPasswordPage() {
  const page = useAuthCopy().pages.forgotPassword;
  return (
    <AuthCard title={page.title} description={page.description}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
