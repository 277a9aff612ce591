/**
 * `npm run keys` and `npm run staff` as operators run them (child processes): with the embedded
 * database stopped and beside a running server holding it, and on PostgreSQL. The keys printed
 * with the server stopped must open the running server's admin API, and the other way round.
 */
import { tmpdir } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import { importJWK, jwtVerify, type JWK } from 'jose';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../server/db/open.ts';
import { inGoldenPgDatabase, inTempDir } from '../tests/setup/scratch.ts';
import { runScript, startServerProcess } from '../tests/setup/server-process.ts';

const command = (script: 'keys' | 'staff', env: Record<string, string>, ...args: string[]) =>
  runScript(script, args, env);

function parseKeys(stdout: string): { anon: string; service: string } {
  const anon = /^ANON_KEY=(\S+)$/m.exec(stdout)?.[1];
  const service = /^SERVICE_ROLE_KEY=(\S+)$/m.exec(stdout)?.[1];
  expect(anon).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(service).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  return { anon: anon!, service: service! };
}

const serviceClient = (url: string, key: string) =>
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });

describe('npm run keys and npm run staff', () => {
  it('refuses bad commands: usage, an unknown role (listing the valid ones), no database', async () => {
    await expect(command('staff', {})).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') });
    await expect(command('staff', {}, 'grant', 'a@example.test', 'root')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown role "root". Valid roles: admin, editor, sales, marketing.'),
    });
    await expect(command('staff', {}, 'revoke')).rejects.toMatchObject({ code: 1 });
    await inTempDir('keys-empty-', async (empty) => {
      await expect(command('keys', { DATA_DIR: empty })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('There is no database in'),
      });
    });
  });

  it('works on the embedded database with the server stopped and beside it running', async () => {
    await inTempDir('keys-staff-', async (dir) => {
      // A database made by the server, then the server stopped.
      const first = await startServerProcess({}, dir);
      await first.stop();

      const offline = await command('keys', { DATA_DIR: dir });
      expect(offline.stderr).toContain('(no server running)');
      expect(offline.stderr).toContain('never in a VITE_');
      const offlineKeys = parseKeys(offline.stdout);

      const server = await startServerProcess({}, dir);
      try {
        // The key printed while stopped opens the running server's admin API.
        const admin = serviceClient(server.url, offlineKeys.service);
        const email = `staff-${Date.now()}@example.test`;
        const created = await admin.auth.admin.createUser({ email, password: 'a long password', email_confirm: true });
        expect(created.error).toBeNull();
        const anonTry = await serviceClient(server.url, offlineKeys.anon).auth.admin.listUsers();
        expect(anonTry.error).toMatchObject({ status: 403 });

        const online = await command('keys', { DATA_DIR: dir });
        expect(online.stderr).toMatch(/through the running server \(pid \d+\)/);
        const onlineKeys = parseKeys(online.stdout);
        expect(
          (await serviceClient(server.url, onlineKeys.service).auth.admin.getUserById(created.data.user!.id)).error,
        ).toBeNull();

        const unknown = command('staff', { DATA_DIR: dir }, 'grant', 'nobody@example.test', 'admin');
        await expect(unknown).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('No user has the email address nobody@example.test.'),
        });
        const grant = await command('staff', { DATA_DIR: dir }, 'grant', email.toUpperCase(), 'editor');
        expect(grant.stderr).toMatch(/Using the running server/);
        expect(grant.stdout).toContain(`${email}: no staff role → editor.`);
        expect(grant.stdout).toContain('next token refresh');
        const again = await command('staff', { DATA_DIR: dir }, 'grant', email, 'editor');
        expect(again.stdout).toContain('already has editor; nothing changed');
        const listed = await command('staff', { DATA_DIR: dir }, 'list', '--json');
        expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ email, role: 'editor' })]);
        // Signing in now puts the role in the token.
        const signIn = await createClient(server.url, offlineKeys.anon, {
          auth: { persistSession: false },
        }).auth.signInWithPassword({ email, password: 'a long password' });
        expect(signIn.data.user?.app_metadata).toMatchObject({ role: 'editor' });
      } finally {
        await server.stop();
      }

      // Server stopped again: the command opens the data directory itself.
      const revoke = await command('staff', { DATA_DIR: dir }, 'revoke', `staff-x@example.test`).catch(
        (e: unknown) => e,
      );
      expect(revoke).toMatchObject({ code: 1, stderr: expect.stringContaining('No user has the email address') });
      const list = await command('staff', { DATA_DIR: dir }, 'list');
      expect(list.stderr).toContain('(no server running)');
      expect(list.stdout).toMatch(/^EMAIL +ROLE +LAST SIGN-IN\nstaff-\d+@example\.test +editor +\d{4}-/);
      const email = /^(staff-\d+@example\.test)/m.exec(list.stdout)![1]!;
      const revoked = await command('staff', { DATA_DIR: dir }, 'revoke', email);
      expect(revoked.stdout).toContain(`${email}: editor → no staff role.`);
      expect((await command('staff', { DATA_DIR: dir }, 'list')).stdout).toContain('No staff yet');

      const db = await openDatabase({ dataDir: dir, poolMax: 1 });
      try {
        const { rows } = await db.query<{ action: string; actor_label: string; details: unknown }>(
          `select action, actor_label, details from public.staff_activity order by id`,
        );
        const entries = rows.map((r) => ({
          ...r,
          details: typeof r.details === 'string' ? (JSON.parse(r.details) as unknown) : r.details,
        }));
        expect(entries).toEqual([
          { action: 'user.create', actor_label: 'service key', details: expect.objectContaining({ email }) },
          { action: 'user.role', actor_label: 'operator: npm run staff', details: { email, from: null, to: 'editor' } },
          { action: 'user.role', actor_label: 'operator: npm run staff', details: { email, from: 'editor', to: null } },
        ]);
      } finally {
        await db.close();
      }
    });
  }, 180_000);

  it.skipIf(!inject('goldenPgDatabase'))(
    'works on PostgreSQL with DATABASE_URL',
    async () => {
      await inGoldenPgDatabase(async (url) => {
        const env = { DATABASE_URL: url, DATA_DIR: tmpdir() };
        const out = await command('keys', env);
        expect(out.stderr).toContain('Signed through PostgreSQL at');
        const keys = parseKeys(out.stdout);
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        try {
          // Signed by the database's newest signing key, which every server process uses.
          const { rows } = await db.query<{ kid: string; public_jwk: JWK }>(
            `select kid, public_jwk from auth.signing_keys where revoked_at is null order by created_at desc, kid limit 1`,
          );
          const { payload, protectedHeader } = await jwtVerify(
            keys.service,
            await importJWK(rows[0]!.public_jwk, 'ES256'),
          );
          expect(protectedHeader.kid).toBe(rows[0]!.kid);
          expect(payload.role).toBe('service_role');

          await db.query(
            `insert into auth.users (aud, role, email, raw_app_meta_data) values ('authenticated', 'authenticated',
               'pg-staff@example.test', '{"provider":"email","providers":["email"]}')`,
          );
          const grant = await command('staff', env, 'grant', 'pg-staff@example.test', 'sales');
          expect(grant.stdout).toContain('pg-staff@example.test: no staff role → sales.');
          const stored = await db.query<{ meta: Record<string, unknown> }>(
            `select raw_app_meta_data as meta from auth.users where email = 'pg-staff@example.test'`,
          );
          expect(stored.rows[0]!.meta).toEqual({ provider: 'email', providers: ['email'], role: 'sales' });
          const log = await db.query(`select action, actor_label from public.staff_activity`);
          expect(log.rows).toEqual([{ action: 'user.role', actor_label: 'operator: npm run staff' }]);
        } finally {
          await db.end();
        }
      });
    },
    60_000,
  );
});
