/**
 * Webinars run themselves (ADR 040): staff read a webinar's registrants; every registrant gets
 * the join link the day before (10:00 IST) and one hour before, each exactly once however many
 * processes run the pass and across a restart, never before its time and never without a join
 * link; when staff add the recording, registrants get it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createMailQueue } from '../../server/mail/mail-queue.ts';
import { runWebinarMail } from '../../server/webinars/webinar-mail.ts';
import { consented } from '../factories/consent.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { uniqueEmail } from './auth-helpers.ts';

const webinar = scheduledWebinars[0]!; // 2027-01-21, 4:00 PM IST

describe.each(dbKinds())('webinar reminders (%s)', (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  const registrants = [uniqueEmail('reg-a'), uniqueEmail('reg-b')];
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp(kind, { SMTP_URL: sink.url, RATE_LIMITS: 'false', WEBINARS_INBOX: 'events@example.test' });
    for (const email of registrants) {
      const { error } = await app
        .client()
        .from('contact_messages')
        .insert(consented({ kind: 'webinar_registration', webinar_id: webinar.id, name: 'Asha Verma', email }));
      expect(error).toBeNull();
    }
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const received = (email: string, subject: RegExp) =>
    sink.messages.filter((m) => m.to.includes(email) && subject.test(m.subject));

  it('lists registrants to staff only', async () => {
    const sales = clientAs(app, (await createUser(app.deps, { staffRole: 'sales' })).accessToken);
    const { data } = await sales.from('webinar_registrations').select('email, name').eq('webinar_id', webinar.id);
    expect(data?.map((r) => r.email).sort()).toEqual([...registrants].sort());
    const user = clientAs(app, (await createUser(app.deps)).accessToken);
    expect((await user.from('webinar_registrations').select('email').eq('webinar_id', webinar.id)).data).toEqual([]);
  });

  it('emails the join link the day before and an hour before, once each, across processes and restarts', async () => {
    // The day before, 10:30 IST, with no join link yet: nothing is sent.
    const dayBefore = new Date('2027-01-20T05:00:00Z');
    expect(await runWebinarMail(app.deps, dayBefore)).toBe(0);
    const sales = clientAs(app, (await createUser(app.deps, { staffRole: 'sales' })).accessToken);
    // The join link's one store (migration 0371): the webinar entry's private row, which the
    // webinar desk (sales) sets as the studio does.
    const entry = await sales
      .from('content_entries')
      .select('id')
      .eq('type', 'webinar')
      .eq('slug', webinar.id)
      .single();
    expect(entry.error).toBeNull();
    const { error } = await sales
      .from('content_private')
      .upsert({ entry_id: entry.data!.id, join_link: 'https://meet.example.test/board-exams' });
    expect(error).toBeNull();
    // Nobody else reads it: not a signed-in user, not anon, and webinar_links no longer has a copy.
    const user = clientAs(app, (await createUser(app.deps)).accessToken);
    expect((await user.from('content_private').select('join_link')).data ?? []).toEqual([]);
    expect((await app.client().from('content_private').select('join_link')).data ?? []).toEqual([]);
    expect((await sales.from('webinar_links').select('join_url')).error).not.toBeNull();
    // 09:30 IST the day before: too early.
    expect(await runWebinarMail(app.deps, new Date('2027-01-20T04:00:00Z'))).toBe(0);
    expect(await runWebinarMail(app.deps, dayBefore)).toBe(2);
    // A second process (its own queue client) and a restarted one find nothing left to send.
    const other = {
      ...app.deps,
      mail: createMailQueue({ env: app.deps.env, logger: createLogger({ level: 'silent', pretty: false }) }),
    };
    expect(await runWebinarMail(other, new Date('2027-01-20T09:00:00Z'))).toBe(0);
    // One hour before: both processes at the same moment queue each registrant's reminder once.
    const hourBefore = new Date('2027-01-21T09:45:00Z');
    const counts = await Promise.all([runWebinarMail(app.deps, hourBefore), runWebinarMail(other, hourBefore)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await runWebinarMail(app.deps, new Date('2027-01-21T10:15:00Z'))).toBe(0);
    for (const email of registrants) {
      await expect.poll(() => received(email, /^Starting in one hour/).length, { timeout: 10_000 }).toBe(1);
      expect(received(email, /^Tomorrow:/)).toHaveLength(1);
      const [reminder] = received(email, /^Starting in one hour/);
      expect(reminder!.text).toContain('https://meet.example.test/board-exams');
      expect(reminder!.replyTo).toBe('events@example.test');
    }
  });

  it('sends the recording once when staff add it', async () => {
    const sales = clientAs(app, (await createUser(app.deps, { staffRole: 'sales' })).accessToken);
    const { error } = await sales
      .from('webinar_links')
      .insert({ webinar_id: webinar.id, recording_url: 'https://video.example.test/board-exams' });
    expect(error).toBeNull();
    expect(await runWebinarMail(app.deps)).toBe(2);
    expect(await runWebinarMail(app.deps)).toBe(0);
    for (const email of registrants) {
      await expect.poll(() => received(email, /^Recording:/).length, { timeout: 10_000 }).toBe(1);
      expect(received(email, /^Recording:/)[0]!.text).toContain('https://video.example.test/board-exams');
    }
  });
});
