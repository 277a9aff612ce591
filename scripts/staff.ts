/**
 * `npm run staff`: who is staff, and granting or revoking a staff role (app_metadata.role).
 *
 *   npm run staff -- grant EMAIL admin|editor|sales
 *   npm run staff -- revoke EMAIL
 *   npm run staff -- list [--json]
 *
 * Bootstraps the first admin. Each change is logged in the staff activity log as `user.role`
 * {from, to} by 'operator: npm run staff'. It reaches the database like `npm run leads`: directly
 * with DATABASE_URL; with the embedded database through the running server (DATA_DIR/admin.json),
 * else by opening the data directory itself. A role reaches the user's access token at its next
 * refresh (within JWT_EXPIRY seconds) or sign-in.
 */
import { parseArgs } from 'node:util';
import { migrate } from '../server/db/migrate.ts';
import { staffCommandActor } from '../server/auth/staff-log.ts';
import {
  isStaffRole,
  listStaff,
  setStaffRole,
  StaffInputError,
  staffRoles,
  type RoleChange,
  type StaffMember,
} from '../server/auth/staff-roles.ts';
import { askServer, operatorEnv, reachDatabase, reachedWhere, runCommand, UsageError } from './operator.ts';

const usage = `Usage: npm run staff -- grant EMAIL ${staffRoles.join('|')}
       npm run staff -- revoke EMAIL
       npm run staff -- list [--json]`;

type Command = { kind: 'list'; json: boolean } | { kind: 'set'; email: string; role: string | null };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const [verb, email, role, ...rest] = positionals;
  if (verb === 'list' && positionals.length === 1) return { kind: 'list', json: values.json };
  if (verb === 'grant' && email && role !== undefined && rest.length === 0) {
    if (!isStaffRole(role)) throw new UsageError(`Unknown role "${role}". Valid roles: ${staffRoles.join(', ')}.`);
    return { kind: 'set', email, role };
  }
  if (verb === 'revoke' && email && role === undefined) return { kind: 'set', email, role: null };
  throw new UsageError(usage);
}

function formatList(staff: StaffMember[]): string {
  if (staff.length === 0) return 'No staff yet. Grant the first admin: npm run staff -- grant EMAIL admin\n';
  const width = Math.max(5, ...staff.map((s) => s.email.length));
  const lines = [`${'EMAIL'.padEnd(width)}  ROLE    LAST SIGN-IN`];
  for (const s of staff) lines.push(`${s.email.padEnd(width)}  ${s.role.padEnd(6)}  ${s.last_sign_in_at ?? 'never'}`);
  return `${lines.join('\n')}\n`;
}

function describeChange(change: RoleChange, expiry: number): string {
  const name = (role: string | null) => role ?? 'no staff role';
  if (change.from === change.to) return `${change.email} already has ${name(change.to)}; nothing changed.\n`;
  return (
    `${change.email}: ${name(change.from)} → ${name(change.to)}.\n` +
    `It takes effect at their next token refresh (within ${expiry} s, JWT_EXPIRY) or when they sign in again.\n`
  );
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  const env = operatorEnv();
  const reach = await reachDatabase(env, { command: 'staff' });
  process.stderr.write(`Using ${reachedWhere(env, reach)}.\n`);
  if (reach.via === 'server') {
    if (command.kind === 'list') {
      const { staff } = (await (await askServer(reach.admin, '/_admin/staff')).json()) as { staff: StaffMember[] };
      process.stdout.write(command.json ? `${JSON.stringify(staff)}\n` : formatList(staff));
      return;
    }
    const change = (await (
      await askServer(reach.admin, '/_admin/staff', { email: command.email, role: command.role })
    ).json()) as RoleChange;
    process.stdout.write(describeChange(change, env.JWT_EXPIRY));
    return;
  }
  try {
    await migrate(reach.db);
    if (command.kind === 'list') {
      const staff = await listStaff(reach.db);
      process.stdout.write(command.json ? `${JSON.stringify(staff)}\n` : formatList(staff));
      return;
    }
    const change = await setStaffRole(reach.db, {
      email: command.email,
      role: command.role,
      actor: staffCommandActor,
    }).catch((err: unknown) => {
      throw err instanceof StaffInputError ? new UsageError(err.message) : err;
    });
    process.stdout.write(describeChange(change, env.JWT_EXPIRY));
  } finally {
    await reach.close();
  }
}

await runCommand(main, usage);
