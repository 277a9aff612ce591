import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { SecondFactorNeed } from './staff-access.ts';

export const twoStepSetupPath = '/profile#two-step';

/**
 * What /admin shows a staff member whose session has no verified second factor (aal1): staff
 * privileges need one in the database (ADR 034). With a factor, `children` (the code form);
 * without, the way to set one up. Either way the rest of the site works as for any reader.
 */
export function SecondFactorNeeded({
  need,
  children,
}: {
  need: Exclude<SecondFactorNeed, 'none'>;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="second-factor-heading" className="mx-auto flex max-w-lg flex-col gap-4 py-6">
      <ShieldCheck aria-hidden className="size-10 text-brand-700" />
      <h1 id="second-factor-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Two-step verification required
      </h1>
      {need === 'enrol' ? (
        <>
          <p className="text-slate-700">
            Staff accounts need two-step verification: a code from an authenticator app each time you sign in. Set it up
            under your profile; it takes a minute.
          </p>
          <p className="text-sm text-slate-600">
            Until then you can use the site as usual, without access to the staff area.
          </p>
          <ButtonLink to={twoStepSetupPath} className="self-start">
            Set up two-step verification
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            This session was opened without your second factor. Enter a code from your authenticator app to open the
            staff area.
          </p>
          {children}
        </>
      )}
    </section>
  );
}
