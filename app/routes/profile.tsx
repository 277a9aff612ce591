import { SessionsCard } from '../features/account/sessions-card.tsx';
import { authCopyIn, useAuthCopy } from '../features/auth/auth-copy.ts';
import { TwoStepCard } from '../features/account/two-step-card.tsx';
import { YourDataCard } from '../features/account/your-data-card.tsx';
import { PageLoading } from '../features/auth/auth-card.tsx';
import { loadOwnProfile } from '../features/auth/load-own-profile.ts';
import { ProfileForm } from '../features/auth/profile-form.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { saveProfile } from '../features/auth/save-profile.ts';
import { useReaderData } from '../lib/reader-data.ts';
import { noindexPageMeta } from '../lib/seo.ts';
import type { Route } from './+types/profile.ts';

export const meta: Route.MetaFunction = noindexPageMeta((lang) => authCopyIn(lang).profile, '/profile');

/** The profile, loaded with the reader's session (docs/decisions/017). */
export function clientLoader() {
  return loadOwnProfile();
}

/** Save Changes. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveProfile(await request.formData());
}

function ProfileFrame({ children }: { children: React.ReactNode }) {
  const copy = useAuthCopy().profile;
  return (
    <section className="bg-linear-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-16">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.heading}</h1>
          <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
        </div>
        {/* As tall as the form, so nothing below moves when 'Loading...' gives way to it (CLS). */}
        <div className="min-h-[44rem]">{children}</div>
      </div>
    </section>
  );
}

/** The server's HTML and the first paint: the guard's 'Loading...' while the profile loads. */
export function HydrateFallback() {
  return (
    <ProfileFrame>
      <PageLoading />
    </ProfileFrame>
  );
}

/** Guarded: signed-out visitors go to /login, which brings them back here. */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { current } = useReaderData(loaderData);
  return (
    <ProfileFrame>
      <RequireAuth>
        {(user) =>
          current ? (
            <div className="flex flex-col gap-6">
              <ProfileForm key={user.id} user={user} profile={loaderData.profile} />
              <TwoStepCard user={user} />
              <SessionsCard />
              <YourDataCard />
            </div>
          ) : (
            <PageLoading />
          )
        }
      </RequireAuth>
    </ProfileFrame>
  );
}
