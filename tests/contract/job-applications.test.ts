/**
 * Job applications (ADR 029): POST /api/careers/applications with a CV through the real server;
 * the CV is sniffed by content and capped at 5 MB, stored in the private `applications` bucket
 * with the lead and its emails; visitors and ordinary users cannot read it, staff (app_metadata
 * role admin or sales) can.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../rules/api-error.ts';
import { cvMaxBytes, cvMessages } from '../../rules/cv-file.ts';
import { zipWith } from '../factories/zip.ts';
import { clientAs, createUser, serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';

/** A refusal of one field, in the site's API error shape. */
const refusal = (code: string, message: string, field: string): ApiErrorBody => ({
  code,
  message,
  details: `field: ${field}`,
  hint: null,
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

let ipCounter = 0;

describe.each(dbKinds())('job applications (%s)', (kind) => {
  let admin: SupabaseClient;
  const post = (body: FormData) =>
    app.fetch(`${testSiteUrl}/api/careers/applications`, {
      method: 'POST',
      body,
      // Each from its own address: the contact forms' per-IP limit is not what is tested here.
      headers: { 'X-Forwarded-For': `192.0.2.${++ipCounter}` },
    });
  const fields = (email: string) => ({
    consent_version: consentVersionFor.application,
    name: 'Kiran Rao',
    email,
    phone: '+91 98290 12345',
    link: 'https://www.linkedin.com/in/kiran-rao',
    message: 'I build AR lessons for physics.',
    opening: 'AR/VR Developer',
    utm_source: 'jobs-board',
    landing_page: '/careers?utm_source=jobs-board',
  });

  const app = useTestApp(kind, { CONTACT_INBOX: 'leads@example.test' });
  beforeAll(async () => {
    admin = clientAs(app, await serviceRoleToken(app.deps));
  });

  it('stores the CV privately with the lead, readable by staff only', async () => {
    const email = uniqueEmail('apply');
    const res = await post(form(fields(email), { bytes: pdf, name: 'Kiran CV.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(201);
    const { data: leads } = await admin.from('contact_messages').select('*').eq('email', email);
    expect(leads).toHaveLength(1);
    const lead = leads![0];
    expect(lead).toMatchObject({
      kind: 'application',
      subject: 'Application: AR/VR Developer',
      message: 'I build AR lessons for physics.',
      utm_source: 'jobs-board',
      landing_page: '/careers?utm_source=jobs-board',
      details: {
        opening: 'AR/VR Developer',
        phone: '+91 98290 12345',
        link: 'https://www.linkedin.com/in/kiran-rao',
        cv: { bucket: 'applications', name: 'Kiran CV.pdf', size: pdf.length, content_type: 'application/pdf' },
      },
    });
    const path = lead.details.cv.path as string;
    expect((await mailTo(app, email))[0]?.subject).toMatch(/We received your application/);

    // Visitors and ordinary users: nothing.
    const anon = await clientAs(app, '')
      .storage.from('applications')
      .download(path)
      .catch((e: unknown) => ({ error: e }));
    expect(anon.error).toBeTruthy();
    const user = await createUser(app.deps, { fullName: 'Just A User' });
    expect((await clientAs(app, user.accessToken).storage.from('applications').download(path)).error).toBeTruthy();
    // Staff: the bytes.
    for (const role of ['sales', 'admin'] as const) {
      const staff = await createUser(app.deps, { fullName: `Staff ${role}`, staffRole: role });
      const token = staff.accessToken;
      const { data, error } = await clientAs(app, token).storage.from('applications').download(path);
      expect(error).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf);
      // A short-lived signed link (what the leads inbox opens), usable without a token.
      const signed = await clientAs(app, token).storage.from('applications').createSignedUrl(path, 60);
      expect(signed.error).toBeNull();
      const viaLink = await app.fetch(signed.data!.signedUrl);
      expect(viaLink.status).toBe(200);
      expect(viaLink.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await viaLink.arrayBuffer())).toEqual(pdf);
      // The token names that object only, and a tampered one is refused.
      const other = signed.data!.signedUrl.replace(path, path.replace(/\.pdf$/, '.doc'));
      expect((await app.fetch(other)).status).toBe(400);
      expect((await app.fetch(signed.data!.signedUrl.replace(/token=.{8}/, 'token=AAAAAAAA'))).status).toBe(400);
    }
    // Signing needs read access: a plain user cannot sign a CV.
    const refused = await clientAs(app, user.accessToken).storage.from('applications').createSignedUrl(path, 60);
    expect(refused.error).toBeTruthy();
  });

  it('accepts DOCX by its content and refuses an OLE .doc with a clear message (#26)', async () => {
    const doc = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    const docx = zipWith(['[Content_Types].xml', 'word/document.xml']);
    const accepted = await post(
      form(fields(uniqueEmail('docx')), { bytes: docx, name: 'cv.docx', type: 'application/octet-stream' }),
    );
    expect(accepted.status).toBe(201);
    const email = uniqueEmail('doc');
    const refused = await post(form(fields(email), { bytes: doc, name: 'cv.doc', type: 'application/msword' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusal('validation_failed', cvMessages.oldWord, 'cv'));
    const { data } = await admin.from('contact_messages').select('id').eq('email', email);
    expect(data).toEqual([]);
  });

  it('refuses a wrong type, a file over 5 MB and a missing CV with a clear message, storing nothing', async () => {
    const email = uniqueEmail('refused');
    const exe = await post(
      form(fields(email), { bytes: Buffer.from('MZ\x90\x00fake exe'), name: 'cv.pdf', type: 'application/pdf' }),
    );
    expect(exe.status).toBe(400);
    expect(await exe.json()).toEqual(refusal('validation_failed', cvMessages.wrongType, 'cv'));
    const big = Buffer.alloc(cvMaxBytes + 3 * 1024 * 1024);
    big.write('%PDF-');
    // Streamed without a Content-Length, pulled as the server reads: the cap holds while it streams.
    const encoded = new Response(form(fields(email), { bytes: big, name: 'cv.pdf', type: 'application/pdf' }));
    const bytes = Buffer.from(await encoded.arrayBuffer());
    let offset = 0;
    const tooBig = await app.fetch(`${testSiteUrl}/api/careers/applications`, {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'X-Forwarded-For': `192.0.2.${++ipCounter}`,
      },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(offset, (offset += 64 * 1024)));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual(refusal('payload_too_large', cvMessages.tooLarge, 'cv'));
    expect(offset).toBeLessThan(cvMaxBytes + 256 * 1024);
    const none = await post(form(fields(email)));
    expect(none.status).toBe(400);
    expect(((await none.json()) as ApiErrorBody).details).toBe('field: cv');
    const noName = await post(
      form({ ...fields(email), name: '' }, { bytes: pdf, name: 'cv.pdf', type: 'application/pdf' }),
    );
    expect(await noName.json()).toEqual(refusal('validation_failed', 'Please enter your name.', 'name'));
    const { data } = await admin.from('contact_messages').select('id').eq('email', email);
    expect(data).toEqual([]);
    const { rows } = await app.deps.db.query(
      `select count(*)::int as n from storage.objects where bucket_id = 'applications' and owner is not null`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe.each(dbKinds())('job applications: daily caps (%s)', (kind) => {
  const app = useTestApp(kind, { QUOTA_CVS_PER_DAY: '3', QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY: '1' });
  const send = (address: string, bytes: Buffer) =>
    app.fetch(`${testSiteUrl}/api/careers/applications`, {
      method: 'POST',
      body: form(
        {
          consent_version: consentVersionFor.application,
          name: 'Kiran Rao',
          email: uniqueEmail('cap'),
          message: 'I build AR lessons for physics.',
        },
        { bytes, name: 'cv.pdf', type: 'application/pdf' },
      ),
      headers: { 'X-Forwarded-For': address },
    });
  const pdfOf = (size: number) => {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.4\n');
    return bytes;
  };

  it('caps the bytes one address sends without an account, and the CVs of the whole site per day (#26)', async () => {
    // 1 MB a day from one address: 600 KB fits, a second 600 KB does not; another address still can.
    expect((await send('203.0.113.10', pdfOf(600 * 1024))).status).toBe(201);
    const over = await send('203.0.113.10', pdfOf(600 * 1024));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await over.json()) as ApiErrorBody;
    expect(body.code).toBe('over_write_quota');
    expect(body.message).toMatch(
      /^Write limit reached: at most 1 MB of files from one network per day\. Try again after \S+Z\.$/,
    );
    // Three CVs a day for the site: two more from other addresses, then the fourth is refused.
    expect((await send('203.0.113.11', pdfOf(1024))).status).toBe(201);
    expect((await send('203.0.113.12', pdfOf(1024))).status).toBe(201);
    const full = await send('203.0.113.13', pdfOf(1024));
    expect(full.status).toBe(429);
    expect(((await full.json()) as ApiErrorBody).message).toMatch(/at most 3 CVs for the whole site per day/);
    const { rows } = await app.deps.db.query<{ n: string }>(
      `select count(*)::text as n from public.contact_messages where kind = 'application'`,
    );
    expect(rows[0]!.n).toBe('3');
  });
});
