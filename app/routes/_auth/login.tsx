import { LoginForm } from '../../features/auth/login-form.tsx';
import { AuthPage, authPageMeta } from './auth-page.tsx';
import type { Route } from './+types/login.ts';

export const meta: Route.MetaFunction = authPageMeta('login', '/login');

export default function LoginPage() {
  return <AuthPage page="login" form={LoginForm} />;
}
