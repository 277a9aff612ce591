/**
 * `npm run seed` as operators run it (a child process): its usage errors, the embedded database
 * with no server, a running server (through its admin endpoint), and PostgreSQL.
 */
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { builtinPublishableKey } from '../config/public-env.ts';
import { inGoldenPgDatabase, inTempDir } from '../tests/setup/scratch.ts';
import { runScript, startServerProcess } from '../tests/setup/server-process.ts';

const seed = (env: Record<string, string>, ...args: string[]) => runScript('seed', args, env);

/** Published cards and comments as an anonymous visitor reads them through /rest/v1. */
async function countsOver(url: string) {
  const headers = { apikey: builtinPublishableKey, Prefer: 'count=exact' };
  const total = async (pathname: string) => {
    const res = await fetch(`${url}/rest/v1/${pathname}`, { method: 'HEAD', headers });
    return Number(res.headers.get('content-range')?.split('/')[1]);
  };
  return { posts: await total('blog_post_cards?select=id'), comments: await total('blog_comments?select=id') };
}

describe('npm run seed', () => {
  it('refuses missing or bad counts with the usage', async () => {
    await expect(seed({})).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--posts is required') });
    await expect(seed({}, '--posts', 'ten')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--posts must be a whole number from 0 to 100,000'),
    });
    await expect(seed({}, '--posts', '0', '--comments', '5')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--comments needs posts'),
    });
    await expect(seed({}, '--pots', '5')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') });
  });

  it('fills the embedded database itself (a DATA_DIR not made yet), then through the server that holds it', async () => {
    await inTempDir('seed-pglite-', async (parent) => {
      const dir = path.join(parent, 'data');
      const first = await seed({ DATA_DIR: dir }, '--posts', '12', '--comments', '30', '--seed', '7');
      expect(first.stdout).toContain(`Seeding the embedded database in ${dir} (no server running)`);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(first.stdout).toMatch(/Added 12 published posts and 30 comments by 40 seed authors/);
      const server = await startServerProcess({}, dir);
      try {
        expect(await countsOver(server.url)).toEqual({ posts: 12, comments: 30 });
        const second = await seed({ DATA_DIR: dir }, '--posts', '6', '--comments', '4');
        expect(second.stdout).toMatch(/Seeding through the running server \(pid \d+\) at http:\/\/127\.0\.0\.1:\d+/);
        expect(second.stdout).toMatch(/Added 6 published posts and 4 comments by 40 seed authors/);
        expect(await countsOver(server.url)).toEqual({ posts: 18, comments: 34 });
      } finally {
        await server.stop();
      }
    });
  }, 120_000);

  it.skipIf(!inject('goldenPgDatabase'))(
    'fills PostgreSQL directly with DATABASE_URL',
    async () => {
      await inGoldenPgDatabase(async (url) => {
        const out = await seed(
          { DATABASE_URL: url, DATA_DIR: tmpdir() },
          '--posts',
          '24',
          '--comments',
          '50',
          '--seed',
          '3',
        );
        expect(out.stdout).toContain('Seeding PostgreSQL at');
        expect(out.stdout).toMatch(/Added 24 published posts and 50 comments/);
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        const { rows } = await db.query<{ category: string; n: string; covers: string }>(
          `select category, count(*) as n, count(image_url) as covers from public.blog_posts
         where is_published group by category order by category`,
        );
        await db.end();
        // Six categories, four posts each; the generator's covers land on some.
        expect(rows.map((r) => [r.category, Number(r.n)])).toEqual([
          ['AI in Education', 4],
          ['AR/VR', 4],
          ['Digital Inclusion', 4],
          ['EdTech Analytics', 4],
          ['Future Skills', 4],
          ['Learning Design', 4],
        ]);
        expect(rows.reduce((n, r) => n + Number(r.covers), 0)).toBeGreaterThan(0);
      });
    },
    60_000,
  );
});
