import { SignupForm } from '../../features/auth/signup-form.tsx';
import { AuthPage, authPageMeta } from './auth-page.tsx';
import type { Route } from './+types/signup.ts';

export const meta: Route.MetaFunction = authPageMeta('signup', '/signup');

export default function SignupPage() {
  return <AuthPage page="signup" form={SignupForm} />;
}
