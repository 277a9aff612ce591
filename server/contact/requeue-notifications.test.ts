/**
 * Migration 0026 turns the old `status` into the two states, and at start the server queues the
 * company email of every message whose email never went out (an old 'new' row): exactly once,
 * without an acknowledgement.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import { defaultMigrationsDir, migrate } from '../db/migrate.ts';
import { openMemoryPglite } from '../db/pglite.ts';
import { loadEnv } from '../lib/env.ts';
import { createLogger } from '../lib/logger.ts';
import { listMail } from '../mail/list-mail.ts';
import { createMailQueue } from '../mail/mail-queue.ts';
import { requeueContactNotifications } from './requeue-notifications.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const env = loadEnv({ CONTACT_INBOX: 'leads@example.test', LOG_LEVEL: 'silent' });

describe('migration 0026: contact message states', () => {
  it('maps notified → sent, failed → failed, handled → done (sent), new → queued', async () => {
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const file of readdirSync(defaultMigrationsDir).filter((f) => f < '0026')) {
      copyFileSync(path.join(defaultMigrationsDir, file), path.join(before, file));
    }
    const db = await openMemoryPglite();
    try {
      await migrate(db, before);
      await db.query(
        `insert into public.contact_messages (kind, email, status) values
           ('webinar', 'notified@example.test', 'notified'), ('webinar', 'failed@example.test', 'failed'),
           ('webinar', 'handled@example.test', 'handled'), ('webinar', 'new@example.test', 'new')`,
      );
      expect(await migrate(db)).toContain('0026_contact_message_states.sql');
      const { rows } = await db.query(
        'select email, delivery_state, handling_state from public.contact_messages order by email',
      );
      expect(rows).toEqual([
        { email: 'failed@example.test', delivery_state: 'failed', handling_state: 'new' },
        { email: 'handled@example.test', delivery_state: 'sent', handling_state: 'done' },
        { email: 'new@example.test', delivery_state: 'queued', handling_state: 'new' },
        { email: 'notified@example.test', delivery_state: 'sent', handling_state: 'new' },
      ]);
    } finally {
      await db.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe.each(dbKinds())('requeueContactNotifications (%s)', (kind) => {
  it('queues the company email of a message that has none, once, and no acknowledgement', async () => {
    const db = await createTestDb(kind);
    try {
      const mail = createMailQueue({ env, logger });
      await db.query(
        `insert into public.contact_messages (kind, name, email, message, delivery_state, created_at) values
           ('home', 'Waiting', 'waiting@example.test', 'Hello', 'queued', now() - interval '2 days'),
           ('home', 'Done', 'done@example.test', 'Hello', 'sent', now() - interval '2 days')`,
      );
      const deps = { env, db, mail };
      expect(await requeueContactNotifications(deps, logger)).toBe(1);
      expect(await requeueContactNotifications(deps, logger)).toBe(0);
      const queued = await listMail(db, { to: 'leads@example.test' });
      expect(queued.map((m) => [m.reply_to, m.state])).toEqual([['waiting@example.test', 'held']]);
      expect(queued[0]!.text).toContain('Message:');
      expect(await listMail(db, { to: 'waiting@example.test' })).toEqual([]);
      const { rows } = await db.query(`select email, delivery_state from public.contact_messages order by email`);
      expect(rows).toEqual([
        { email: 'done@example.test', delivery_state: 'sent' },
        { email: 'waiting@example.test', delivery_state: 'held' },
      ]);
    } finally {
      await db.close();
    }
  });
});
