import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { AuthPage, authPageMeta } from './auth-page.tsx';
import type { Route } from './+types/forgot-password.ts';

export const meta: Route.MetaFunction = authPageMeta('forgotPassword', '/forgot-password');

export default function ForgotPasswordPage() {
  return <AuthPage page="forgotPassword" form={ForgotPasswordForm} />;
}
