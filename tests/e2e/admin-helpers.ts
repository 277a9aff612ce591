/**
 * Helpers for the staff area specs (/admin): a server of their own, staff users made through the
 * real sign-up API and granted their role with `npm run staff` (as an operator would), pages
 * signed in through the login form, and axe.
 */
import type { Page } from 'playwright-core';
import type { StaffRole } from '../../app/lib/staff-role.ts';
import { runScript, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { apiUser, type BlogUser } from './blog-helpers.ts';
import { axeViolations } from './browser.ts';

export { openOn, signInAs, toast } from './blog-helpers.ts';

export function startAdminServer(): Promise<ServerProcess> {
  return startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', DEV_MAILBOX: '1' });
}

/** `npm run staff -- grant EMAIL ROLE` against the running test server's data directory. */
export async function grantRole(server: ServerProcess, email: string, role: StaffRole): Promise<void> {
  await runScript('staff', ['grant', email, role], { DATA_DIR: server.dataDir }, 60_000);
}

/** A signed-up user with a staff role (their next sign-in carries it). */
export async function staffUser(server: ServerProcess, role: StaffRole, name = `Staff ${role}`): Promise<BlogUser> {
  const user = await apiUser(server.url, name);
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
