/**
 * Puts the marketing pages' search documents (app/search-documents.ts, exported by the server
 * build) into public.site_pages and their words into public.search_terms (ADR 027). Idempotent:
 * a document whose content hash is unchanged is not written again, documents no longer in the
 * modules are deleted, and the vocabulary is rebuilt only when a document changed. One
 * transaction, so a search never sees half an index; several processes starting at once
 * serialise on the table lock.
 */
import { createHash } from 'node:crypto';
import { searchWords, type SiteDocument } from '../../rules/site-search.ts';
import type { Db } from '../db/types.ts';

export type SyncResult = { documents: number; written: number; deleted: number };

function hashOf(doc: SiteDocument): string {
  return createHash('sha256')
    .update(JSON.stringify([doc.href, doc.kind, doc.title, doc.headings, doc.body]))
    .digest('base64url');
}

/** Whether a value from the server build is a list of site documents. */
export function isSiteDocumentList(value: unknown): value is SiteDocument[] {
  return (
    Array.isArray(value) &&
    value.every(
      (d) =>
        typeof d === 'object' &&
        d !== null &&
        ['path', 'anchor', 'href', 'kind', 'title', 'headings', 'body'].every(
          (k) => typeof (d as Record<string, unknown>)[k] === 'string',
        ),
    )
  );
}

export async function syncSitePages(db: Db, documents: readonly SiteDocument[]): Promise<SyncResult> {
  const keys = new Set<string>();
  for (const d of documents) {
    const key = `${d.path}#${d.anchor}`;
    if (keys.has(key)) throw new Error(`Two search documents share the key ${key}`);
    keys.add(key);
  }
  return db.transaction(async (tx) => {
    await tx.query('lock table public.site_pages in share row exclusive mode');
    const { rows } = await tx.query<{ path: string; anchor: string; content_hash: string }>(
      'select path, anchor, content_hash from public.site_pages',
    );
    const stored = new Map(rows.map((r) => [`${r.path}#${r.anchor}`, r.content_hash]));
    let written = 0;
    for (const d of documents) {
      const hash = hashOf(d);
      if (stored.get(`${d.path}#${d.anchor}`) === hash) continue;
      written += 1;
      await tx.query(
        `insert into public.site_pages (path, anchor, href, kind, title, headings, body, content_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (path, anchor) do update set href = excluded.href, kind = excluded.kind,
           title = excluded.title, headings = excluded.headings, body = excluded.body,
           content_hash = excluded.content_hash, updated_at = now()`,
        [d.path, d.anchor, d.href, d.kind, d.title, d.headings, d.body, hash],
      );
    }
    const gone = [...stored.keys()].filter((k) => !keys.has(k));
    for (const key of gone) {
      const at = key.indexOf('#');
      await tx.query('delete from public.site_pages where path = $1 and anchor = $2', [
        key.slice(0, at),
        key.slice(at + 1),
      ]);
    }
    if (written > 0 || gone.length > 0) {
      const words = new Set<string>();
      for (const d of documents) for (const w of searchWords(`${d.title} ${d.headings} ${d.body}`)) words.add(w);
      await tx.query('delete from public.search_terms');
      await tx.query('insert into public.search_terms (term) select unnest($1::text[]) on conflict do nothing', [
        [...words],
      ]);
    }
    return { documents: documents.length, written, deleted: gone.length };
  });
}
