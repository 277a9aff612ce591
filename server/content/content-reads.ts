/**
 * What the server reads of the site's content (migration 0230, ADR 038) with its own connection:
 * a live webinar and its private join link (for registrations and their confirmation email), an
 * open job opening (for applications), the whitepapers an access request asks for (their PDFs are
 * emailed by signed link), and the next scheduled publication (page cache expiry). One indexed
 * statement each.
 */
import type { Queryable } from '../db/types.ts';
import { clockGuard } from '../lib/statement-timeout.ts';
import {
  announcementFromRow,
  istInstant,
  openingFromRow,
  webinarFromRow,
  whitepaperFromRow,
  type ContentAnnouncement,
  type ContentWebinar,
} from '../../rules/content-model.ts';

const live = `e.status <> 'draft' and e.publish_at <= now()`;

/** The clock guard for a budget in milliseconds (server/lib/statement-timeout.ts); none without one. */
const onTime = (budgetMs: number | undefined) => (budgetMs === undefined ? 'true' : clockGuard(budgetMs));

/** A webinar anyone can see now, with its join link (never sent to a page: only to registrants). */
export async function findLiveWebinar(
  db: Queryable,
  slug: unknown,
  budgetMs?: number,
): Promise<(ContentWebinar & { joinLink: string | null }) | undefined> {
  if (typeof slug !== 'string' || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return undefined;
  const { rows } = await db.query<{ slug: string; fields: Record<string, unknown>; join_link: string | null }>(
    `select e.slug, e.fields, p.join_link
       from public.content_entries e left join public.content_private p on p.entry_id = e.id
      where ${onTime(budgetMs)} and e.type = 'webinar' and e.slug = $1 and ${live}`,
    [slug],
  );
  const row = rows[0];
  return row ? { ...webinarFromRow(row), joinLink: row.join_link } : undefined;
}

/** Whether `title` names a job opening that is live and open (an application to it is taken). */
export async function isOpenOpening(db: Queryable, title: string, budgetMs?: number): Promise<boolean> {
  const { rows } = await db.query<{ slug: string; fields: Record<string, unknown>; publish_at: string | null }>(
    `select e.slug, e.fields, e.publish_at from public.content_entries e
      where ${onTime(budgetMs)} and e.type = 'opening' and e.fields -> 'title' ->> 'en' = $1 and ${live}`,
    [title],
  );
  return rows.some((row) => openingFromRow(row).open);
}

/**
 * When the site next changes by itself (null: not scheduled): the next scheduled entry goes live,
 * or a live announcement's bar starts or ends (its times are fields, read here and parsed as the
 * site parses them, so a malformed one cannot fail the statement).
 */
export async function nextPublishAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null; windows: [unknown, unknown][] | null }>(
    `select (select min(publish_at) from public.content_entries where status = 'scheduled' and publish_at > now()) as at,
            (select jsonb_agg(jsonb_build_array(fields ->> 'starts_at', fields ->> 'ends_at'))
               from public.content_entries where type = 'announcement' and status <> 'draft') as windows`,
  );
  const now = Date.now();
  const times = [rows[0]?.at ? new Date(rows[0].at) : undefined];
  for (const [starts, ends] of rows[0]?.windows ?? []) times.push(istInstant(starts), istInstant(ends));
  const future = times.filter((t): t is Date => t !== undefined && t.getTime() > now);
  return future.length === 0 ? null : new Date(Math.min(...future.map((t) => t.getTime())));
}

/** The announcement bars live now (published, their time come), in the studio's order. */
export async function liveAnnouncements(db: Queryable, budgetMs?: number): Promise<ContentAnnouncement[]> {
  const { rows } = await db.query<{ slug: string; fields: Record<string, unknown> }>(
    `select e.slug, e.fields from public.content_entries e
      where ${onTime(budgetMs)} and e.type = 'announcement' and ${live} order by e.position, e.publish_at desc limit 20`,
  );
  return rows.map(announcementFromRow);
}

/** A whitepaper a visitor asked for, as its lead records it: its PDF's path in the private bucket, if any. */
export type RequestedWhitepaper = { id: string; title: string; pdf_path: string | null };

/**
 * The live whitepapers an access request names: the one whose title is `subject` (what the
 * access form sends), else all of them (the form's "All whitepapers"), in the page's order.
 */
export async function requestedWhitepapers(db: Queryable, subject: unknown): Promise<RequestedWhitepaper[]> {
  const { rows } = await db.query<{ slug: string; fields: Record<string, unknown> }>(
    `select e.slug, e.fields from public.content_entries e
      where e.type = 'whitepaper' and ${live} order by e.position limit 20`,
  );
  const papers = rows.map((row) => {
    const paper = whitepaperFromRow(row);
    const path = row.fields.pdf_path;
    return { id: paper.id, title: paper.title, pdf_path: typeof path === 'string' && path !== '' ? path : null };
  });
  const named = papers.filter((paper) => paper.title === subject);
  return named.length > 0 ? named.slice(0, 1) : papers;
}
