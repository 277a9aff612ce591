import type { ComponentType } from 'react';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authCopyIn, useAuthCopy, type AuthCopy } from '../../features/auth/auth-copy.ts';
import { seo } from '../../lib/seo.ts';
import { localPath } from '#app/lib/local-path.ts';
import { langOfPath } from '#rules/languages.ts';

/** Sign up, log in, forgot and reset password: the account pages with a card of their own. */
type AuthPageKey = keyof AuthCopy['pages'];

/** An account page's meta: its title and description in the page's language, at its path in that language. */
export function authPageMeta(key: AuthPageKey, path: string) {
  return ({ location }: { location: { pathname: string } }) => {
    const lang = langOfPath(location.pathname);
    const page = authCopyIn(lang).pages[key];
    return seo({ title: page.metaTitle, description: page.metaDescription, path: localPath(path, lang) });
  };
}

/** An account page: its card, with the page's title (and description, where it has one), around its form. */
export function AuthPage({ page: key, form: Form }: { page: AuthPageKey; form: ComponentType }) {
  const page = useAuthCopy().pages[key];
  return (
    <AuthCard title={page.title} description={'description' in page ? page.description : undefined}>
      <Form />
    </AuthCard>
  );
}
