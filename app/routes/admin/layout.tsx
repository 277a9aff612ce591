import { data, Outlet, useRevalidator } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AdminNav } from '../../features/admin/admin-nav.tsx';
import { countNewLeads } from '../../features/admin/leads-data.ts';
import { SecondFactorNeeded } from '../../features/admin/second-factor-needed.tsx';
import { SecondFactorForm, verifiedTotpFactor } from '../../features/auth/second-factor-form.tsx';
import { staffAccess } from '../../features/admin/staff-access.ts';
import { useReaderData } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { canOpen } from '../../lib/staff-role.ts';
import type { Route } from './+types/layout.ts';

/**
 * /admin: the staff area (docs/decisions/030-admin-area.md). The server cannot know the role (the
 * session lives in the browser, ADR 005), so it answers every /admin URL with the shell as a 404
 * that no crawler indexes; in the browser, staff get their sections and everyone else the
 * not-found page. Row-level security and the admin RPCs protect the data either way.
 */
export function loader() {
  return data({ viewer: undefined }, { status: 404, headers: { 'X-Robots-Tag': 'noindex' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The role from the session's token, and the New leads count for the menu; for a session without
 * its second factor, the factor to verify.
 */
export async function clientLoader() {
  const access = await staffAccess();
  let newLeads: number | null = null;
  let factorId: string | null = null;
  if (access.secondFactor === 'verify') factorId = await verifiedTotpFactor().catch(() => null);
  if (access.allowed && canOpen(access.role, 'leads')) {
    try {
      newLeads = await countNewLeads(await getSessionClient());
    } catch (err) {
      console.warn('Failed to count new leads', err);
    }
  }
  return { ...access, newLeads, factorId };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta('Admin', loaderData && 'allowed' in loaderData ? loaderData.allowed : false);

/** The server's shell and the first paint: nothing to see until the session says who this is. */
export function HydrateFallback() {
  return (
    <AdminFrame>
      <p className="py-16 text-center text-slate-600" aria-busy="true">
        Loading...
      </p>
    </AdminFrame>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { current } = useReaderData(loaderData);
  const revalidator = useRevalidator();
  if (!('allowed' in loaderData)) return <HydrateFallback />;
  if (current && loaderData.role && loaderData.secondFactor !== 'none') {
    const { factorId } = loaderData;
    return (
      <AdminFrame>
        <SecondFactorNeeded need={loaderData.secondFactor === 'verify' && factorId ? 'verify' : 'enrol'}>
          {factorId ? <SecondFactorForm factorId={factorId} onVerified={() => void revalidator.revalidate()} /> : null}
        </SecondFactorNeeded>
      </AdminFrame>
    );
  }
  if (!loaderData.allowed || !loaderData.role) return current ? <NotFound /> : <HydrateFallback />;
  return (
    <AdminFrame nav={<AdminNav role={loaderData.role} newLeads={loaderData.newLeads} />}>
      <Outlet />
    </AdminFrame>
  );
}
