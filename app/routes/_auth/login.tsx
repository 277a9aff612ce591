import { localPath } from '#app/lib/local-path.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authCopyIn, useAuthCopy } from '../../features/auth/auth-copy.ts';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { seo } from '../../lib/seo.ts';
import { langOfPath } from '#rules/languages.ts';
import type { Route } from './+types/login.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const page = authCopyIn(lang).pages.login;
  return seo({ title: page.metaTitle, description: page.metaDescription, path: localPath('/login', lang) });
};

export default function LoginPage() {
  const page = useAuthCopy().pages.login;
  return (
    <AuthCard title={page.title} description={page.description}>
      <LoginForm />
    </AuthCard>
  );
}
