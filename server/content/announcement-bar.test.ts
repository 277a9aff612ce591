import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { ServerDeps } from '../deps.ts';
import { createAnnouncementBar } from './announcement-bar.ts';

/** A database answering the live announcements with `rows`, counting its reads. */
function fakeDb(rows: { slug: string; fields: Record<string, unknown> }[]) {
  const db = { reads: 0, query: async () => (db.reads++, { rows }) };
  return db;
}

const ist = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);
const start = Date.parse('2027-01-10T10:00:00Z');

describe('createAnnouncementBar', () => {
  it('shows a bar from its start to its end, read once per window, and goes at its end with no write', async () => {
    let now = start;
    const db = fakeDb([
      {
        slug: 'bar',
        fields: {
          title: { en: 'Exam season <offer>', hi: null },
          starts_at: ist(start + 60_000),
          ends_at: ist(start + 3_600_000),
        },
      },
    ]);
    const bar = createAnnouncementBar(
      { db: db as unknown as ServerDeps['db'], logger: pino({ level: 'silent' }) },
      { now: () => now },
    );
    expect(await bar.html()).toBe('');
    expect(await bar.html()).toBe('');
    expect(db.reads).toBe(1);
    now = start + 60_000;
    const shown = await bar.html();
    expect(shown).toContain('aria-label="Announcement"');
    expect(shown).toContain('Exam season &lt;offer&gt;');
    expect(db.reads).toBe(2);
    now = start + 3_599_999;
    expect(await bar.html()).toBe(shown);
    expect(db.reads).toBe(2);
    now = start + 3_600_000;
    expect(await bar.html()).toBe('');
    expect(db.reads).toBe(3);
    bar.invalidate();
    await bar.html();
    expect(db.reads).toBe(4);
  });

  it('answers null when the bar cannot be read, and reads again next time', async () => {
    let reads = 0;
    const db = {
      query: async () => {
        reads++;
        throw new Error('connection lost');
      },
    };
    const bar = createAnnouncementBar({ db: db as unknown as ServerDeps['db'], logger: pino({ level: 'silent' }) });
    expect(await bar.html()).toBe(null);
    expect(await bar.html()).toBe(null);
    expect(reads).toBe(2);
  });
});
