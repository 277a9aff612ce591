import { AuthCard } from '../../features/auth/auth-card.tsx';
import { SignupForm } from '../../features/auth/signup-form.tsx';
import { seo } from '../../lib/seo.ts';

export const meta = () =>
  seo({
    title: 'Create an account',
    description: 'Create your Aravali Learning account to write for the community blog and keep your chat history.',
    path: '/signup',
  });

export default function SignupPage() {
  return (
    <AuthCard title="Create an account" description="Enter your details to get started.">
      <SignupForm />
    </AuthCard>
  );
}
