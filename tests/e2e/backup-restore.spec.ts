/**
 * The backup and restore commands end to end, as an operator runs them: `npm run backup` while
 * the production server runs (PGlite: through the server; PostgreSQL with S3: directly), the
 * server stopped, `npm run restore` into an empty DATA_DIR or database and bucket (a second
 * restore is refused, `--force` replaces), a server on the restored data: the user signs in
 * with their password and every image URL serves the same bytes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { nodeBin, root, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { createPgDatabaseUrl } from '../setup/test-db.ts';
import { s3Env } from '../setup/test-s3.ts';
import { png } from '../contract/storage-fixtures.ts';
import { consented } from '../factories/consent.ts';

type Run = { code: number | null; out: string };

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(nodeBin, [`scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const client = (url: string): SupabaseClient =>
  createClient(url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const email = `backup-${Date.now()}@example.test`;
const password = 'a backup password';

/** A user with a post (cover image), a comment, chat history and a lead; returns the image path. */
async function fillSite(server: ServerProcess): Promise<string> {
  const sb = client(server.url);
  const signUp = await sb.auth.signUp({ email, password, options: { data: { fullName: 'Backup Person' } } });
  expect(signUp.error).toBeNull();
  const user = signUp.data.user!;
  const key = `blog-images/cover-${Date.now()}.png`;
  expect((await sb.storage.from('images').upload(key, png, { contentType: 'image/png' })).error).toBeNull();
  const imageUrl = sb.storage.from('images').getPublicUrl(key).data.publicUrl;
  const post = await sb
    .from('blog_posts')
    .insert({
      title: 'Kept',
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'AR/VR',
      image_url: imageUrl,
      is_published: true,
      author: user.id,
      author_name: 'Backup Person',
    })
    .select('id')
    .single();
  expect(post.error).toBeNull();
  const comment = {
    blog_post_id: post.data!.id,
    author_id: user.id,
    author_name: 'Backup Person',
    content: 'Kept too',
  };
  expect((await sb.from('blog_comments').insert(comment)).error).toBeNull();
  expect((await sb.from('chat_history').insert({ user_id: user.id, message: 'Hi', is_bot: false })).error).toBeNull();
  const lead = { kind: 'contact', name: 'Lead', email: 'lead@example.test', message: 'Hello' };
  expect((await client(server.url).from('contact_messages').insert(consented(lead))).error).toBeNull();
  return new URL(imageUrl).pathname;
}

async function expectRestored(server: ServerProcess, imagePath: string) {
  const sb = client(server.url);
  const signIn = await sb.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  expect((await sb.from('blog_posts').select('title')).data).toEqual([{ title: 'Kept' }]);
  expect((await sb.from('blog_comments').select('content')).data).toEqual([{ content: 'Kept too' }]);
  expect((await sb.from('chat_history').select('message')).data).toEqual([{ message: 'Hi' }]);
  const image = await fetch(`${server.url}${imagePath}`);
  expect(image.status).toBe(200);
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'e2e-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const serverEnv = { AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false' };

// Each test starts servers and runs the backup and restore commands as processes: minutes on a
// loaded two-core machine.
describe('npm run backup / restore', () => {
  it('backs up a running PGlite server and restores into an empty DATA_DIR', async () => {
    const source = await startServerProcess(serverEnv);
    const file = path.join(scratch, 'pglite.tar.gz');
    let imagePath: string;
    try {
      imagePath = await fillSite(source);
      const backup = await runScript('backup', ['--out', file], { DATA_DIR: source.dataDir });
      expect(backup.out).toContain('by the running server');
      expect(backup.code).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await source.stop();
    }
    const target = mkdtempSync(path.join(scratch, 'target-'));
    const restore = await runScript('restore', [file], { DATA_DIR: target });
    expect(restore.out).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    const again = await runScript('restore', [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toContain('not empty');
    expect((await runScript('restore', [file, '--force'], { DATA_DIR: target })).code).toBe(0);
    const status = await runScript('migrate', ['--status'], { DATA_DIR: target });
    expect(status.out).toMatch(/\d+ applied, 0 pending/);
    const restored = await startServerProcess(serverEnv, target);
    try {
      await expectRestored(restored, imagePath);
    } finally {
      await restored.stop();
    }
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'backs up PostgreSQL with S3 and restores into an empty database and bucket',
    async () => {
      const [sourceDb, targetDb] = [await createPgDatabaseUrl(), await createPgDatabaseUrl()];
      const sourceEnv = { ...serverEnv, DATABASE_URL: sourceDb.url, ...(await s3Env()) };
      const targetEnv = { ...serverEnv, DATABASE_URL: targetDb.url, ...(await s3Env()) };
      try {
        const source = await startServerProcess(sourceEnv);
        const file = path.join(scratch, 'postgres.tar.gz');
        let imagePath: string;
        try {
          imagePath = await fillSite(source);
          const backup = await runScript('backup', ['--out', file], sourceEnv);
          expect(backup.out).toMatch(/rows in \d+ tables, 1 objects/);
          expect(backup.code).toBe(0);
        } finally {
          await source.stop();
        }
        const restore = await runScript('restore', [file], targetEnv);
        expect(restore.code).toBe(0);
        const restored = await startServerProcess(targetEnv);
        try {
          await expectRestored(restored, imagePath);
          const refused = await runScript('restore', [file, '--force'], targetEnv);
          expect(refused.code).toBe(1);
          expect(refused.out).toContain('still connected');
        } finally {
          await restored.stop();
        }
      } finally {
        await sourceDb.drop();
        await targetDb.drop();
      }
    },
    180_000,
  );
});
