import { ProfileForm } from '../features/auth/profile-form.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { seo } from '../lib/seo.ts';

export const meta = () => [
  ...seo({ title: 'Your profile', description: 'Your Aravali Learning account profile.', path: '/profile' }),
  { name: 'robots', content: 'noindex' },
];

/** Guarded: rendered in the browser once the session is known (the server HTML shows 'Loading...'). */
export default function ProfilePage() {
  return (
    <section className="bg-linear-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-16">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your profile</h1>
          <p className="mt-1 text-sm text-slate-600">Update how you appear on the blog and in the community.</p>
        </div>
        <RequireAuth>{(user) => <ProfileForm user={user} />}</RequireAuth>
      </div>
    </section>
  );
}
