/**
 * Helpers for the staff area specs (/admin): a server of their own, staff users made through the
 * real sign-up API, with a TOTP factor enrolled through /auth/v1 and granted their role with
 * `npm run staff` (as an operator would), pages signed in through the login form (password, then
 * a code computed with otpauth), and axe.
 */
import type { Page } from 'playwright-core';
import type { StaffRole } from '../../app/lib/staff-role.ts';
import { nextTotpCode } from '../factories/totp.ts';
import { runScript, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { apiUser, type BlogUser } from './blog-helpers.ts';
import { axeViolations } from './browser.ts';

export { openAs, openOn, signInAs, toast } from './blog-helpers.ts';

export function startAdminServer(): Promise<ServerProcess> {
  return startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', DEV_MAILBOX: '1' });
}

/** `npm run staff -- grant EMAIL ROLE` against the running test server's data directory. */
export async function grantRole(server: ServerProcess, email: string, role: StaffRole): Promise<void> {
  await runScript('staff', ['grant', email, role], { DATA_DIR: server.dataDir }, 60_000);
}

/**
 * A verified TOTP factor for `user`, enrolled and verified through /auth/v1 as the Profile page
 * does it; `signInAs` then answers the sign-in's second step with codes computed from its secret.
 */
export async function enrolTotp(user: BlogUser): Promise<BlogUser> {
  const enrolled = await user.db.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw new Error(`TOTP enrolment failed: ${enrolled.error.message}`);
  const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
  const verified = await user.db.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: await nextTotpCode(secret),
  });
  if (verified.error) throw new Error(`TOTP verification failed: ${verified.error.message}`);
  return { ...user, totpSecret: secret };
}

/**
 * A signed-up user with a staff role and a verified second factor (staff privileges need aal2):
 * their next sign-in carries the role and asks for a code.
 */
export async function staffUser(server: ServerProcess, role: StaffRole, name = `Staff ${role}`): Promise<BlogUser> {
  const user = await enrolTotp(await apiUser(server.url, name));
  await grantRole(server, user.email, role);
  return user;
}

/** The page's WCAG 2.2 AA violations (axe-core) inside main. */
export function violations(page: Page): Promise<string[]> {
  return axeViolations(page, 'main');
}

/** A section's heading once its data has loaded (the list, or its empty state). */
export async function openSection(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
