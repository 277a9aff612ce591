/**
 * Migration 0371 gives a webinar's join link one store: the links /admin → Webinars had set in
 * webinar_links.join_url move into the studio's content_private.join_link (winning over the
 * studio's, as they did for the reminders), and webinar_links keeps only the recording.
 */
import { describe, expect, it } from 'vitest';
import { createEmptyTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import { migrate } from '../db/migrate.ts';
import { findWebinar } from './webinar-data.ts';

describe.each(dbKinds())('the join link’s one store (%s)', (kind) => {
  it('moves /admin’s join links into the studio’s private row and drops the second copy', async () => {
    const db = await createEmptyTestDb(kind);
    try {
      await migrate(db, undefined, { through: '0370' });
      const webinar = (slug: string) =>
        db.query<{ id: string }>(
          `insert into public.content_entries (type, slug, status, publish_at, fields)
           values ('webinar', $1, 'published', now() - interval '1 day',
                   jsonb_build_object('title', jsonb_build_object('en', 'Moved ' || $1, 'hi', null),
                                      'date', '2027-01-21', 'time', '4:00 PM IST'))
           returning id`,
          [slug],
        );
      const both = (await webinar('both-links')).rows[0]!.id;
      await webinar('admin-only');
      const studio = (await webinar('studio-only')).rows[0]!.id;
      await db.query(`insert into public.content_private (entry_id, join_link) values ($1, $2), ($3, $4)`, [
        both,
        'https://meet.example/studio-old',
        studio,
        'https://meet.example/studio-kept',
      ]);
      await db.query(
        `insert into public.webinar_links (webinar_id, join_url, recording_url) values
           ('both-links', 'https://meet.example/admin-wins', null),
           ('admin-only', 'https://meet.example/admin-moved', 'https://video.example/rec'),
           ('no-such-webinar', 'https://meet.example/orphan', null)`,
      );

      await migrate(db);

      const link = async (slug: string) => (await findWebinar(db, slug))?.joinLink;
      expect(await link('both-links')).toBe('https://meet.example/admin-wins');
      expect(await link('admin-only')).toBe('https://meet.example/admin-moved');
      expect(await link('studio-only')).toBe('https://meet.example/studio-kept');
      const { rows } = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'webinar_links' order by column_name`,
      );
      expect(rows.map((r) => r.column_name)).not.toContain('join_url');
      const kept = await db.query<{ recording_url: string | null }>(
        `select recording_url from public.webinar_links where webinar_id = 'admin-only'`,
      );
      expect(kept.rows).toEqual([{ recording_url: 'https://video.example/rec' }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
