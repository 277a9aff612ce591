import { AuthCard } from '../../features/auth/auth-card.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { seo } from '../../lib/seo.ts';

export const meta = () =>
  seo({ title: 'Sign in', description: 'Sign in to your Aravali Learning account.', path: '/login' });

export default function LoginPage() {
  return (
    <AuthCard title="Sign in" description="Welcome back. Enter your email and password.">
      <LoginForm />
    </AuthCard>
  );
}
