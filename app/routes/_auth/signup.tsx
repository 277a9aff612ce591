import { localPath } from '#app/lib/local-path.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authCopyIn, useAuthCopy } from '../../features/auth/auth-copy.ts';
import { SignupForm } from '../../features/auth/signup-form.tsx';
import { seo } from '../../lib/seo.ts';
import { langOfPath } from '#rules/languages.ts';
import type { Route } from './+types/signup.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const page = authCopyIn(lang).pages.signup;
  return seo({ title: page.metaTitle, description: page.metaDescription, path: localPath('/signup', lang) });
};

export default function SignupPage() {
  const page = useAuthCopy().pages.signup;
  return (
    <AuthCard title={page.title} description={page.description}>
      <SignupForm />
    </AuthCard>
  );
}
