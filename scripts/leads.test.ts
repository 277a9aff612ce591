/** `npm run leads` as operators run it (a child process): errors, PostgreSQL, and the table. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { lockDataDir } from '../server/db/lock.ts';
import { inGoldenPgDatabase, inTempDir } from '../tests/setup/scratch.ts';
import { runScript } from '../tests/setup/server-process.ts';
import type { ContactMessageRecord } from '../server/contact/list-contact-messages.ts';
import { clip, formatLeadsTable } from './leads-table.ts';

const leads = (env: Record<string, string>, ...args: string[]) => runScript('leads', args, env);

/** A stored message as the table reads it: received on 22 November 2026 at 10:00 IST, no optional columns. */
function lead(over: Partial<ContactMessageRecord> & Pick<ContactMessageRecord, 'id' | 'kind'>): ContactMessageRecord {
  return {
    created_at: '2026-11-22T04:30:00.000Z',
    delivery_state: 'sent',
    handling_state: 'new',
    name: null,
    email: 'a@example.test',
    phone: null,
    organization: null,
    subject: null,
    message: null,
    source_ip: null,
    user_agent: null,
    ...over,
  };
}

describe('npm run leads', () => {
  it('says there is no database yet in an empty data directory', async () => {
    await inTempDir('leads-empty-', async (dir) => {
      await expect(leads({ DATA_DIR: dir })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('There is no database in'),
      });
    });
  });

  it('explains a data directory held by a process that published no admin endpoint', async () => {
    await inTempDir('leads-locked-', async (dir) => {
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17\n');
      const lock = lockDataDir(dir); // held by this (live) test process
      try {
        await expect(leads({ DATA_DIR: dir })).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(`The server (pid ${process.pid})`),
        });
      } finally {
        lock.release();
      }
    });
  });

  it('refuses bad options with the usage', async () => {
    await expect(leads({}, '--limit', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--limit'),
    });
    await expect(leads({}, '--colour')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') });
  });

  it.skipIf(!inject('goldenPgDatabase'))('reads PostgreSQL directly with DATABASE_URL', async () => {
    await inGoldenPgDatabase(async (url) => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query(
        `insert into public.contact_messages (kind, name, email, message, delivery_state, handling_state, created_at)
         values ('home', 'Older', 'older@example.test', 'First', 'sent', 'done', now() - interval '1 hour'),
                ('support', 'Newer', 'newer@example.test', E'Line one\\nline two', 'failed', 'new', now())`,
      );
      await db.end();
      const env = { DATABASE_URL: url, DATA_DIR: tmpdir() };
      const lines = (await leads(env, '--json')).stdout.trim().split('\n');
      const parsed = lines.map(
        (l) => JSON.parse(l) as { email: string; delivery_state: string; handling_state: string },
      );
      expect(
        parsed.map(({ email, delivery_state, handling_state }) => [email, delivery_state, handling_state]),
      ).toEqual([
        ['newer@example.test', 'failed', 'new'],
        ['older@example.test', 'sent', 'done'],
      ]);
      const table = (await leads(env, '--kind', 'support')).stdout;
      expect(table).toContain('newer@example.test');
      expect(table).toContain('Line one line two');
      expect(table).toMatch(/newer@example\.test +failed +new +- +- +- +Line one/);
      expect(table).not.toContain('older@example.test');
    });
  });
});

describe('the leads table', () => {
  it('clips to one line with an ellipsis, counting characters', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a\n\nb', 10)).toBe('a b');
    expect(clip('😀'.repeat(70), 60)).toBe(`${'😀'.repeat(59)}…`);
    expect(clip(null, 5)).toBe('');
  });

  it('aligns the columns and says when there is nothing', () => {
    expect(formatLeadsTable([])).toBe('No messages yet.\n');
    const out = formatLeadsTable([
      lead({ id: '1', kind: 'webinar', handling_state: 'in_progress', email: 'a@example.test' }),
    ]);
    const [header, row] = out.split('\n');
    expect(header).toMatch(
      /^DATE {14}KIND {5}NAME {2}EMAIL {11}DELIVERY {2}HANDLING {5}LANDING {2}REFERRER {2}UTM {2}MESSAGE$/,
    );
    expect(row).toBe('2026-11-22 10:00  webinar        a@example.test  sent      in_progress  -        -         -');
    expect(out).not.toContain('held:');
  });

  it('shows where a lead came from', () => {
    const out = formatLeadsTable([
      lead({
        id: '3',
        kind: 'contact',
        name: 'C',
        email: 'c@example.test',
        message: 'Hi',
        landing_page: '/webinars?utm_source=news',
        referrer: 'https://news.example/',
        utm_source: 'news',
        utm_medium: null,
        utm_campaign: 'jan',
      }),
    ]);
    expect(out).toContain('/webinars?utm_source=news  https://news.example/  news/-/jan  Hi');
  });

  it('explains a held delivery', () => {
    const out = formatLeadsTable([
      lead({ id: '2', kind: 'home', delivery_state: 'held', name: 'A', email: 'b@example.test', message: 'Hello' }),
    ]);
    expect(out).toContain('b@example.test  held      new       -        -         -    Hello');
    expect(out).toMatch(/held: .*SMTP_URL/);
  });
});
