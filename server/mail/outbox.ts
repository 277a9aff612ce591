/**
 * The mail outbox: one JSON file per message under DATA_DIR/outbox (plus the raw MIME as .eml),
 * used when no SMTP_URL is configured. The dev mailbox (DEV_MAILBOX=1) reads it back.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMessage = {
  id: string;
  from: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) URL found in the text part, in order. */
  links: string[];
  created_at: string;
};

export function outboxDir(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}

/** Writes the message atomically (temporary file, then rename) and returns what was stored. */
export async function writeOutboxMessage(
  dir: string,
  message: Omit<OutboxMessage, 'id' | 'created_at' | 'links'>,
  raw: Buffer,
): Promise<OutboxMessage> {
  await mkdir(dir, { recursive: true });
  const now = new Date();
  const id = randomUUID();
  const stored: OutboxMessage = { id, ...message, links: extractLinks(message.text), created_at: now.toISOString() };
  // The name sorts by time, so a plain directory listing is already chronological.
  const base = `${now.getTime().toString().padStart(15, '0')}-${id}`;
  await writeFile(path.join(dir, `${base}.eml`), raw);
  const tmp = path.join(dir, `.${base}.json.tmp`);
  await writeFile(tmp, `${JSON.stringify(stored, null, 2)}\n`);
  await rename(tmp, path.join(dir, `${base}.json`));
  return stored;
}

/** Messages newest first, optionally only those sent to `to` (case-insensitive). */
export async function listOutbox(dir: string, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files = names
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort()
    .reverse();
  const wanted = options.to?.toLowerCase();
  const limit = options.limit ?? 200;
  const out: OutboxMessage[] = [];
  for (const name of files) {
    if (out.length >= limit) break;
    const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage;
    if (wanted && !message.to.toLowerCase().split(/,\s*/).includes(wanted)) continue;
    out.push(message);
  }
  return out;
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
