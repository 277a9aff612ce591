/**
 * A lead is a conversation (ADR 040): admin and sales assign leads to admin or sales staff only,
 * filter "mine" and "unassigned", change many at once; the timeline keeps every note with its
 * author and time; a reply is emailed to the visitor through the queue from the site's address
 * under the staff member's name, and the timeline shows its delivery state; a daily digest lists
 * each person's open leads older than one working day, once a day whichever process runs it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runLeadDigest } from '../../server/leads/lead-digest.ts';
import { consented } from '../factories/consent.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestAppWithSink } from '../setup/test-app.ts';
import { uniqueEmail } from './auth-helpers.ts';

describe.each(dbKinds())('lead conversations (%s)', (kind) => {
  const run = useTestAppWithSink(kind, {
    MAIL_FROM: 'Aravali Learning <no-reply@example.test>',
    CONTACT_INBOX: 'leads@example.test',
  });
  const app = run.app;
  let salesUser: TestUser;
  let sales: SupabaseClient;
  let editor: TestUser;
  beforeAll(async () => {
    salesUser = await createUser(app.deps, { staffRole: 'sales', fullName: 'Neha Kapoor' });
    sales = clientAs(app, salesUser.accessToken);
    editor = await createUser(app.deps, { staffRole: 'editor' });
  });

  async function newLead(email = uniqueEmail('visitor')): Promise<{ id: string; email: string }> {
    const { error } = await app
      .client()
      .from('contact_messages')
      .insert(consented({ kind: 'contact', name: 'Ravi Mehta', email, message: 'Pricing for 300 students?' }));
    expect(error).toBeNull();
    const { rows } = await app.deps.db.query<{ id: string }>(
      `select id::text from public.contact_messages where email = $1`,
      [email],
    );
    return { id: rows[0]!.id, email };
  }

  it('assigns to admin or sales only, filters mine and unassigned, and changes many at once', async () => {
    const a = await newLead();
    const b = await newLead();
    const toEditor = await sales.from('contact_messages').update({ assigned_to: editor.id }).eq('id', a.id);
    expect(toEditor.error?.message).toMatch(/admin or sales/);
    const bulk = await sales
      .from('contact_messages')
      .update({ assigned_to: salesUser.id, handling_state: 'in_progress' })
      .in('id', [a.id, b.id])
      .select('id');
    expect(bulk.error).toBeNull();
    expect(bulk.data).toHaveLength(2);
    const mine = await sales.from('staff_leads').select('id').eq('assigned_to', salesUser.id).in('id', [a.id, b.id]);
    expect(mine.data).toHaveLength(2);
    const unassigned = await sales.from('staff_leads').select('id').is('assigned_to', null).in('id', [a.id, b.id]);
    expect(unassigned.data).toEqual([]);
    const spam = await sales
      .from('contact_messages')
      .update({ handling_state: 'spam' })
      .in('id', [a.id, b.id])
      .select('id');
    expect(spam.data).toHaveLength(2);
    const { data: assignees } = await sales.from('lead_assignees').select('id, name, role');
    expect(assignees).toContainEqual({ id: salesUser.id, name: 'Neha Kapoor', role: 'sales' });
    expect((assignees ?? []).some((s) => s.id === editor.id)).toBe(false);
    const { rows: log } = await app.deps.db.query<{ action: string }>(
      `select action from public.staff_activity where target_id = $1`,
      [a.id],
    );
    expect(log.map((r) => r.action)).toContain('lead.assign');
  });

  it('keeps every note with its author and time, and the visitor cannot read them', async () => {
    const lead = await newLead();
    for (const body of ['Called, no answer.', 'Sent the brochure.']) {
      const { error } = await sales.from('lead_notes').insert({ lead_id: lead.id, body });
      expect(error).toBeNull();
    }
    const { data } = await sales
      .from('lead_notes')
      .select('kind, body, author_id, author_name, created_at')
      .eq('lead_id', lead.id)
      .order('created_at');
    expect(data?.map((n) => [n.kind, n.body, n.author_id, n.author_name])).toEqual([
      ['note', 'Called, no answer.', salesUser.id, 'Neha Kapoor'],
      ['note', 'Sent the brochure.', salesUser.id, 'Neha Kapoor'],
    ]);
    const forged = await sales.from('lead_notes').insert({ lead_id: lead.id, body: 'x', author_name: 'Someone else' });
    expect(forged.error).not.toBeNull();
    const visitor = await createUser(app.deps);
    const { data: seen } = await clientAs(app, visitor.accessToken)
      .from('lead_notes')
      .select('id')
      .eq('lead_id', lead.id);
    expect(seen).toEqual([]);
  });

  it('emails a reply from the company address under the staff name and shows its delivery', async () => {
    const lead = await newLead();
    const { error } = await sales.from('lead_notes').insert({
      lead_id: lead.id,
      kind: 'reply',
      subject: 'Pricing for your school',
      body: 'Dear Ravi,\n\nFor 300 students the price is Rs 1,200 per student per year.',
    });
    expect(error).toBeNull();
    await expect
      .poll(() => run.sink.messages.find((m) => m.to.includes(lead.email) && m.subject === 'Pricing for your school'), {
        timeout: 10_000,
      })
      .toBeDefined();
    const mail = run.sink.messages.find((m) => m.subject === 'Pricing for your school')!;
    expect(mail.text).toContain('Rs 1,200 per student');
    expect(mail.text).toContain('Neha Kapoor');
    expect(mail.replyTo).toBe('leads@example.test');
    const { rows: sent } = await app.deps.db.query<{ from_address: string }>(
      `select from_address from mail.messages where purpose = 'lead.reply' and to_address = $1`,
      [lead.email],
    );
    expect(sent[0]!.from_address).toBe('"Neha Kapoor, Aravali Learning" <no-reply@example.test>');
    await expect
      .poll(async () => (await sales.from('lead_notes').select('kind, delivery_state').eq('lead_id', lead.id)).data, {
        timeout: 10_000,
      })
      .toEqual([{ kind: 'reply', delivery_state: 'sent' }]);
  });

  it('sends each person one digest a working day of their open leads older than one working day', async () => {
    const old = await newLead();
    const fresh = await newLead();
    await app.deps.db.query(
      `update public.contact_messages set assigned_to = $1, created_at = $2 where id = $3::uuid`,
      [salesUser.id, '2026-11-23T04:00:00Z', old.id],
    );
    await app.deps.db.query(
      `update public.contact_messages set assigned_to = $1, created_at = $2 where id = $3::uuid`,
      [salesUser.id, '2026-11-26T04:00:00Z', fresh.id],
    );
    await app.deps.db.query(`delete from privacy.job_runs where job = 'lead-digest'`);
    // Friday 27 November 2026, 08:00 IST: too early; 09:30 IST: due, and only once that day.
    expect(await runLeadDigest(app.deps, new Date('2026-11-27T02:30:00Z'))).toEqual({ ran: false, emails: 0 });
    const twoProcesses = await Promise.all([
      runLeadDigest(app.deps, new Date('2026-11-27T04:00:00Z')),
      runLeadDigest(app.deps, new Date('2026-11-27T04:00:00Z')),
    ]);
    expect(twoProcesses.filter((r) => r.ran)).toHaveLength(1);
    expect(await runLeadDigest(app.deps, new Date('2026-11-27T10:00:00Z'))).toEqual({ ran: false, emails: 0 });
    const { rows } = await app.deps.db.query<{ text_body: string }>(
      `select text_body from mail.messages where purpose = 'lead.digest' and to_address = $1`,
      [salesUser.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text_body).toContain(`/admin/leads/${old.id}`);
    expect(rows[0]!.text_body).not.toContain(fresh.id);
    expect(rows[0]!.text_body).not.toContain(old.email);
    // Saturday: no digest.
    expect(await runLeadDigest(app.deps, new Date('2026-11-28T05:00:00Z'))).toEqual({ ran: false, emails: 0 });
  });
});
