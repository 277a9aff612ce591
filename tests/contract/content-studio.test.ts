/**
 * The content studio's data (migration 0230, ADR 038) through the real supabase-js client: anyone
 * reads live entries only; drafts, scheduled entries before their time and the webinar join links
 * are for content staff (admin, editor, marketing with aal2); every save keeps a revision; a save
 * from a stale version changes nothing; publish, unpublish, restore and delete are in Activity; a
 * past webinar cannot be scheduled as upcoming; the marketing role reads no leads.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { getContent, saveContent } from '../../app/features/admin/content-data.ts';
import { getAdminWebinar, saveWebinarLinks } from '../../app/features/admin/webinars-data.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { findLiveWebinar } from '../../server/content/content-reads.ts';
import { consented } from '../factories/consent.ts';
import { closeOpening, insertEntry, openingFields, text } from '../factories/content.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe.each(dbKinds())('content studio data (%s)', (kind) => {
  let anon: SupabaseClient;
  let user: SupabaseClient;
  let marketing: SupabaseClient;
  let marketingAal1: SupabaseClient;
  let admin: SupabaseClient;
  let sales: SupabaseClient;

  const app = useTestApp(kind, { RATE_LIMITS: 'false', REST_TIMEOUT_EMBEDDED_MS: '2000' });
  beforeAll(async () => {
    anon = app.client();
    user = clientAs(app, (await createUser(app.deps, {})).accessToken);
    marketing = clientAs(app, (await createUser(app.deps, { staffRole: 'marketing' })).accessToken);
    marketingAal1 = clientAs(app, (await createUser(app.deps, { staffRole: 'marketing', aal: 'aal1' })).accessToken);
    admin = clientAs(app, (await createUser(app.deps, { staffRole: 'admin' })).accessToken);
    sales = clientAs(app, (await createUser(app.deps, { staffRole: 'sales' })).accessToken);
  });

  const webinar = (slug: string, extra: Record<string, unknown> = {}) => ({
    type: 'webinar',
    slug,
    fields: {
      title: text('Studio Webinar'),
      category: 'AI Learning',
      date: nextWeek(),
      time: '4:00 PM IST',
      duration_minutes: 60,
      speakers: [{ name: text('Asha Verma'), role: text('Teacher'), photo: null }],
    },
    ...extra,
  });

  it('moves today’s copy in: the site’s webinars, openings, case studies, whitepapers and FAQ are live', async () => {
    const { data, error } = await anon.from('content_entries').select('type, slug').order('position');
    expect(error).toBeNull();
    const count = (type: string) => data!.filter((row) => row.type === type).length;
    expect(count('webinar')).toBe(9); // three upcoming, six past
    expect(data!.some((row) => row.slug === 'adaptive-learning-board-exams-2027')).toBe(true);
    expect(count('opening')).toBeGreaterThan(0);
    expect(count('faq')).toBeGreaterThan(0);
  });

  it('keeps drafts, scheduled entries before their time and join links from anyone but content staff', async () => {
    const draft = await insertEntry(marketing, webinar(`draft-${randomUUID().slice(0, 8)}`));
    expect(draft.error).toBeNull();
    const id = draft.data!.id as string;
    expect(
      (await marketing.from('content_private').insert({ entry_id: id, join_link: 'https://meet.example/secret' }))
        .error,
    ).toBeNull();
    // The webinar desk (sales) sets live webinars' links in /admin → Webinars (migration 0371),
    // never a draft's.
    for (const reader of [anon, user, marketingAal1, sales]) {
      expect((await reader.from('content_entries').select('id').eq('id', id)).data).toEqual([]);
      const links = await reader.from('content_private').select('join_link');
      expect(links.data ?? []).toEqual([]);
    }
    // Seeded upcoming webinars have join links too: still none for anon.
    expect((await anon.from('content_private').select('join_link')).data ?? []).toEqual([]);
    expect((await marketing.from('content_private').select('join_link').eq('entry_id', id)).data).toEqual([
      { join_link: 'https://meet.example/secret' },
    ]);

    const at = new Date(Date.now() + 3000).toISOString();
    const scheduled = await marketing
      .from('content_entries')
      .update({ status: 'scheduled', publish_at: at })
      .eq('id', id)
      .eq('version', 1)
      .select('version');
    expect(scheduled.error).toBeNull();
    expect(scheduled.data).toEqual([{ version: 2 }]);
    expect((await anon.from('content_entries').select('id').eq('id', id)).data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect((await anon.from('content_entries').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await anon.from('content_private').select('join_link')).data ?? []).toEqual([]);
  });

  it('keeps a revision of every save, refuses a stale save and restores an old revision', async () => {
    const created = await insertEntry(admin, webinar(`rev-${randomUUID().slice(0, 8)}`));
    const id = created.data!.id as string;
    const first = await marketing
      .from('content_entries')
      .update({ fields: { ...webinar('x').fields, title: text('Second title') } })
      .eq('id', id)
      .eq('version', 1)
      .select('version');
    expect(first.data).toEqual([{ version: 2 }]);
    // A second editor who opened version 1 saves: nothing changes.
    const stale = await admin
      .from('content_entries')
      .update({ fields: { ...webinar('x').fields, title: text('Lost?') } })
      .eq('id', id)
      .eq('version', 1)
      .select('version');
    expect(stale.error).toBeNull();
    expect(stale.data).toEqual([]);
    const revisions = await marketing
      .from('content_revisions')
      .select('id, version, fields')
      .eq('entry_id', id)
      .order('id');
    expect(revisions.data!.map((r) => [r.version, (r.fields as { title: { en: string } }).title.en])).toEqual([
      [1, 'Studio Webinar'],
      [2, 'Second title'],
    ]);
    expect((await anon.from('content_revisions').select('id').eq('entry_id', id)).data ?? []).toEqual([]);
    const staleRestore = await marketing.rpc('content_restore', {
      revision_id: revisions.data![0]!.id,
      expected_version: 1,
    });
    expect(staleRestore.error?.message).toMatch(/changed by someone else/);
    const restored = await marketing.rpc('content_restore', {
      revision_id: revisions.data![0]!.id,
      expected_version: 2,
    });
    expect(restored).toMatchObject({ error: null, data: 3 });
    const now = await marketing.from('content_entries').select('fields').eq('id', id).single();
    expect((now.data!.fields as { title: { en: string } }).title.en).toBe('Studio Webinar');

    await marketing.from('content_entries').update({ status: 'published' }).eq('id', id);
    await marketing.from('content_entries').update({ status: 'draft' }).eq('id', id);
    await marketing.from('content_entries').delete().eq('id', id);
    const log = await admin.from('staff_activity').select('action, details').like('action', 'content.%').order('id');
    expect(log.error).toBeNull();
    const mine = log.data!.filter((row) => (row.details as { id?: string }).id === id);
    expect(mine.map((row) => row.action)).toEqual([
      'content.restore',
      'content.publish',
      'content.unpublish',
      'content.delete',
    ]);
  });

  it('refuses a past webinar scheduled as upcoming, a duplicate slug and a missing title', async () => {
    const past = await marketing.from('content_entries').insert(
      webinar(`past-${randomUUID().slice(0, 8)}`, {
        status: 'scheduled',
        publish_at: new Date(Date.now() + 60_000).toISOString(),
        fields: { ...webinar('x').fields, date: '2020-01-01' },
      }),
    );
    expect(past.error?.message).toMatch(/past webinar cannot be scheduled as upcoming/);
    const slug = `dup-${randomUUID().slice(0, 8)}`;
    expect((await marketing.from('content_entries').insert(webinar(slug))).error).toBeNull();
    expect((await marketing.from('content_entries').insert(webinar(slug))).error?.code).toBe('23505');
    const untitled = await marketing
      .from('content_entries')
      .insert({ type: 'opening', slug: `o-${randomUUID().slice(0, 8)}`, fields: {} });
    expect(untitled.error?.message).toBe('Title is required.');
  });

  it('gives the marketing role content and nothing else: no leads, no users, no moderation', async () => {
    expect((await marketing.rpc('is_content_staff')).data).toBe(true);
    expect((await marketingAal1.rpc('is_content_staff')).data).toBe(false);
    expect((await user.rpc('is_content_staff')).data).toBe(false);
    expect((await marketing.from('contact_messages').select('id')).data ?? []).toEqual([]);
    expect((await marketing.from('staff_leads').select('id')).data ?? []).toEqual([]);
    expect((await marketing.rpc('admin_list_users', {})).error?.code).toBe('42501');
    expect((await user.from('content_entries').insert(webinar(`u-${randomUUID().slice(0, 8)}`))).error?.code).toBe(
      '42501',
    );
  });

  it('emails a registrant the join link and refuses registrations for drafts', async () => {
    const slug = `join-${randomUUID().slice(0, 8)}`;
    const created = await marketing.from('content_entries').insert(webinar(slug)).select('id').single();
    const id = created.data!.id as string;
    await marketing.from('content_private').insert({ entry_id: id, join_link: 'https://meet.example/join-secret' });
    const register = (email: string) =>
      anon
        .from('contact_messages')
        .insert(consented({ kind: 'webinar_registration', webinar_id: slug, name: 'Asha Verma', email }));
    const draftTry = await register(uniqueEmail('draft'));
    expect(draftTry.status).toBe(400);
    await marketing.from('content_entries').update({ status: 'published' }).eq('id', id);
    const email = uniqueEmail('join');
    expect(await register(email)).toMatchObject({ error: null, status: 201 });
    const [confirmation] = await mailTo(app, email);
    expect(confirmation?.text).toContain('Join the webinar here: https://meet.example/join-secret');
    // Nowhere for a reader: not in the entry, not in the private table, not in the lead.
    const readable = JSON.stringify((await anon.from('content_entries').select('*').eq('slug', slug)).data);
    expect(readable).not.toContain('join-secret');
    expect((await anon.from('content_private').select('*')).data ?? []).toEqual([]);
  });

  it('refuses an application to a closed opening, takes one to an open opening', async () => {
    const apply = (opening: string) => {
      const body = new FormData();
      const fields = {
        consent_version: consentVersionFor.application,
        name: 'Kiran Rao',
        email: uniqueEmail('apply'),
        message: 'Hello',
        opening,
      };
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      body.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return app.fetch(`${testSiteUrl}/api/careers/applications`, {
        method: 'POST',
        body,
        headers: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250)}` },
      });
    };
    const slug = `opening-${randomUUID().slice(0, 8)}`;
    const title = `Studio Engineer ${slug}`;
    const fields = openingFields(title, 'Engineering', 'Build.');
    const created = await insertEntry(marketing, { type: 'opening', slug, status: 'published', fields });
    expect((await apply(title)).status).toBe(201);
    await closeOpening(marketing, created.data!.id as string, fields);
    const refused = await apply(title);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/closed/);
    expect((await apply('No Such Opening')).status).toBe(400);
  });
  it('emails a whitepaper request a 7-day signed link to the PDF in the private bucket, and the lead records the paper', async () => {
    const slug = `paper-${randomUUID().slice(0, 8)}`;
    const title = `Studio Research ${slug}`;
    const path = `${slug}/${randomUUID()}.pdf`;
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${slug}\ntrailer <<>>\n%%EOF\n`);
    const uploaded = await marketing.storage
      .from('whitepapers')
      .upload(path, new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    // The bucket is private: no reader gets the PDF without a signed link.
    expect((await anon.storage.from('whitepapers').download(path)).error).not.toBeNull();
    const created = await marketing.from('content_entries').insert({
      type: 'whitepaper',
      slug,
      status: 'published',
      fields: { title: text(title), summary: text('Findings.'), pages: 12, pdf_path: path },
    });
    expect(created.error).toBeNull();

    const request = async (subject: string) => {
      const email = uniqueEmail('paper');
      const sent = await anon
        .from('contact_messages')
        .insert(consented({ kind: 'whitepaper', name: 'Kiran Rao', email, subject }));
      expect(sent).toMatchObject({ error: null, status: 201 });
      const [mail] = await mailTo(app, email);
      const { rows } = await app.deps.db.query<{ details: { whitepapers?: { id: string; title: string }[] } }>(
        `select details from public.contact_messages where email = $1`,
        [email],
      );
      return { mail: mail!, details: rows[0]!.details };
    };

    const { mail, details } = await request(title);
    expect(details.whitepapers).toEqual([{ id: slug, title, pdf_path: path }]);
    expect(mail.subject).toBe('Your whitepaper from Aravali Learning');
    expect(mail.text).toContain(`“${title}”`);
    expect(mail.text).toContain('The link works for 7 days.');
    const link = mail.links.find((l) => l.includes(`/storage/v1/object/sign/whitepapers/${path}?token=`));
    expect(link, 'a signed link to the PDF').toBeDefined();
    const downloaded = await app.fetch(link!);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);
    const claims = JSON.parse(
      Buffer.from(new URL(link!).searchParams.get('token')!.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.exp - claims.iat).toBe(7 * 86_400);
    // The token opens this PDF only.
    const other = link!.replace(path, `${slug}/other.pdf`);
    expect((await app.fetch(other)).status).toBeGreaterThanOrEqual(400);

    // "All whitepapers": every live one is recorded; the ones with a PDF are linked, the rest promised.
    const all = await request('All whitepapers');
    expect(all.details.whitepapers!.length).toBeGreaterThan(1);
    expect(all.details.whitepapers).toContainEqual({ id: slug, title, pdf_path: path });
    expect(all.mail.text).toContain(`${title}: ${testSiteUrl}/storage/v1/object/sign/whitepapers/${path}?token=`);
    expect(all.mail.text).toContain('We will email the others to this address within one working day.');

    // A paper without a PDF yet: the usual acknowledgement (the team sends it by hand).
    const manual = await request('Virtual Labs and the Future of STEM Access');
    expect(manual.details.whitepapers).toEqual([
      { id: 'virtual-labs-stem-access', title: 'Virtual Labs and the Future of STEM Access', pdf_path: null },
    ]);
    expect(manual.mail.subject).toBe('Your whitepaper request to Aravali Learning');
    expect(manual.mail.links.some((l) => l.includes('/storage/v1/object/sign/'))).toBe(false);
  });
  it('keeps an image out of the library without alt text, shows where an image is used and deletes only unused ones', async () => {
    // A real PNG (1×1), as the storage API sniffs the bytes.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const blob = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
    const path = `library/${Date.now()}-${randomUUID().slice(0, 8)}.png`;
    // No row (no alt text): the bucket refuses the object; an empty alt text is refused by the table.
    expect(
      (await marketing.storage.from('content').upload(path, blob(), { contentType: 'image/png' })).error,
    ).not.toBeNull();
    expect((await marketing.from('content_images').insert({ path, alt: '  ' })).error?.code).toBe('23514');
    // Only content staff write the library.
    expect((await user.from('content_images').insert({ path, alt: 'A speaker' })).error).not.toBeNull();
    expect((await marketing.from('content_images').insert({ path, alt: 'Asha Verma speaking' })).error).toBeNull();
    const up = await marketing.storage.from('content').upload(path, blob(), { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const url = `/storage/v1/object/public/content/${path}`;
    expect((await app.fetch(`${testSiteUrl}${url}`)).status).toBe(200);

    const slug = `photo-${randomUUID().slice(0, 8)}`;
    const entry = webinar(slug);
    entry.fields.speakers = [
      { name: text('Asha Verma'), role: text('Teacher'), photo: url, photo_alt: 'Asha Verma speaking' } as never,
    ];
    const created = await marketing.from('content_entries').insert(entry).select('id').single();
    expect(created.error).toBeNull();
    const library = async (client: SupabaseClient) =>
      ((await client.rpc('content_image_library')).data ?? []) as { path: string; used_by: { slug: string }[] }[];
    expect((await library(marketing)).find((i) => i.path === path)?.used_by.map((u) => u.slug)).toEqual([slug]);
    // Nobody else lists the library with its uses (drafts among them).
    expect(await library(user)).toEqual([]);
    expect((await anon.rpc('content_image_library')).error).not.toBeNull();

    const refused = await marketing.from('content_images').delete().eq('path', path).select('path');
    expect(refused.error?.message).toBe(
      'This image is used by Webinar “Studio Webinar”: choose another image there first, then delete it.',
    );
    expect((await marketing.from('content_images').select('path').eq('path', path)).data).toHaveLength(1);

    await marketing.from('content_entries').delete().eq('id', created.data!.id);
    const deleted = await marketing.from('content_images').delete().eq('path', path).select('path');
    expect(deleted).toMatchObject({ error: null, data: [{ path }] });
    expect((await marketing.storage.from('content').remove([path])).error).toBeNull();
    expect((await app.fetch(`${testSiteUrl}${url}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('sanitises rich text fields with the blog’s rules whatever client writes them', async () => {
    const slug = `rich-${randomUUID().slice(0, 8)}`;
    const entry = webinar(slug);
    Object.assign(entry.fields, {
      description: {
        en: '<p>Join <strong>us</strong><script>alert(1)</script> <a href="javascript:alert(2)">here</a></p>',
        hi: '<p onclick="x()">नमस्ते</p>',
      },
    });
    const created = await marketing.from('content_entries').insert(entry).select('id, fields').single();
    expect(created.error).toBeNull();
    const stored = created.data!.fields as { description: { en: string; hi: string }; title: unknown };
    expect(stored.description.en).toBe(
      '<p>Join <strong>us</strong> <a target="_blank" rel="noopener noreferrer">here</a></p>',
    );
    expect(stored.description.hi).toBe('<p>नमस्ते</p>');
    const updated = await marketing
      .from('content_entries')
      .update({ fields: { ...stored, summary: { en: '<img src=x onerror=alert(1)>After', hi: null } } })
      .eq('id', created.data!.id)
      .select('fields')
      .single();
    expect((updated.data!.fields as { summary: { en: string } }).summary.en).toBe('After');
  });
  it('keeps a webinar’s join link in one store: the studio, /admin → Webinars and the emails read and write the same', async () => {
    const slug = `one-${randomUUID().slice(0, 8)}`;
    const created = await marketing
      .from('content_entries')
      .insert(webinar(slug, { status: 'published' }))
      .select('id')
      .single();
    const id = created.data!.id as string;
    const db = (client: SupabaseClient) => client as unknown as Parameters<typeof getContent>[0];
    // Set in /admin → Webinars by the webinar desk: the studio and the server read it.
    await saveWebinarLinks(db(sales), slug, { join_url: 'https://meet.example/desk', recording_url: null });
    expect((await getContent(db(marketing), id))!.join_link).toBe('https://meet.example/desk');
    expect((await findLiveWebinar(app.deps.db, slug))!.joinLink).toBe('https://meet.example/desk');
    // Changed in the studio: /admin → Webinars and the server read the change.
    const entry = (await getContent(db(marketing), id))!;
    await saveContent(db(marketing), id, entry.version, {
      slug,
      fields: entry.fields,
      status: entry.status,
      publish_at: entry.publish_at,
      join_link: 'https://meet.example/studio',
    });
    expect((await getAdminWebinar(db(sales), slug))!.links!.join_url).toBe('https://meet.example/studio');
    expect((await findLiveWebinar(app.deps.db, slug))!.joinLink).toBe('https://meet.example/studio');
    // A signed-in non-staff user and anon read none of it, through any table.
    for (const reader of [anon, user]) {
      expect((await reader.from('content_private').select('join_link')).data ?? []).toEqual([]);
      expect(JSON.stringify((await reader.from('webinar_links').select('*')).data ?? [])).not.toContain('meet.example');
      expect(JSON.stringify((await reader.from('content_entries').select('*').eq('slug', slug)).data)).not.toContain(
        'meet.example',
      );
    }
    // Every change is in Activity, without the link.
    const { rows } = await app.deps.db.query<{ details: Record<string, unknown> }>(
      `select details from public.staff_activity where action = 'webinar.join_link' and target_id = $1 order by id`,
      [slug],
    );
    expect(rows.map((r) => r.details)).toEqual([{ join_link_set: true }, { join_link_set: true }]);
  });
});
