import { AuthCard } from '../../features/auth/auth-card.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { seo } from '../../lib/seo.ts';

export const meta = () => [
  ...seo({ title: 'Set a new password', description: 'Set a new password for your account.', path: '/reset-password' }),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Set a new password">
      <ResetPasswordForm />
    </AuthCard>
  );
}
