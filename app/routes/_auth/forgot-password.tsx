import { AuthCard } from '../../features/auth/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { seo } from '../../lib/seo.ts';

export const meta = () =>
  seo({
    title: 'Reset your password',
    description: 'Get a link to set a new password for your Aravali Learning account.',
    path: '/forgot-password',
  });

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we will send you a link to reset it.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
