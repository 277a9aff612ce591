import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { AuthPage, authPageMeta } from './auth-page.tsx';
import type { Route } from './+types/reset-password.ts';

export const meta: Route.MetaFunction = (args) => [
  ...authPageMeta('resetPassword', '/reset-password')(args),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordPage() {
  return <AuthPage page="resetPassword" form={ResetPasswordForm} />;
}
