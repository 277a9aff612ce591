/**
 * Issue #29: what a visitor triggers from a Hindi page comes back in Hindi. A contact message
 * sent with `lang: 'hi'` (a /hi page's form) is refused in Hindi when a field is wrong, records
 * the Hindi privacy notice, and gets the Hindi acknowledgement; a sign-up or password recovery
 * whose link leads back under /hi gets its email in Hindi; a user whose Hindi sign-up recorded
 * `locale: 'hi'` gets the reauthentication code and the account-deletion confirmation in Hindi.
 * English stays exactly as it was.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTexts, consentVersionIn } from '../../rules/consent-notices.ts';
import { contactMessagesHi } from '../../rules/contact-rules.hi.ts';
import { contactMessages } from '../../rules/contact-rules.ts';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { latestMail, mailTo, openLink, password, uniqueEmail, verifyLinkOf } from './auth-helpers.ts';

const devanagari = /[\u0900-\u097F]/;

function visitor(app: TestApp): SupabaseClient {
  return createClient(testSiteUrl, builtinPublishableKey, {
    global: { fetch: app.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const hindiMessage = (email: string) => ({
  kind: 'contact',
  name: 'सुनीता शर्मा',
  email,
  message: 'हमें अपने विद्यालय के लिए डेमो चाहिए।',
  consent_version: consentVersionIn('contact', 'hi'),
  lang: 'hi',
});

describe.each(dbKinds())('Hindi emails (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { RATE_LIMITS: 'false', CONTACT_INBOX: 'leads@example.test' });
  });
  afterAll(() => app?.close());

  it('acknowledges a message from a Hindi page in Hindi, with its Hindi notice stored; the inbox reads English', async () => {
    const email = uniqueEmail('hindi-contact');
    const sent = await visitor(app).from('contact_messages').insert(hindiMessage(email));
    expect(sent.error).toBeNull();
    expect(sent.status).toBe(201);

    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const { data } = await admin
      .from('contact_messages')
      .select('lang, consent_version, consent_text')
      .eq('email', email);
    expect(data).toEqual([
      {
        lang: 'hi',
        consent_version: 'enquiry-hi-2026-11-28',
        consent_text: consentTexts['enquiry-hi-2026-11-28'],
      },
    ]);

    const ack = await latestMail(app, email);
    expect(ack.subject).toBe('Aravali Learning से संपर्क करने के लिए धन्यवाद');
    expect(ack.text).toContain('हमें आपका संदेश मिल गया है।');
    expect(ack.text).toContain('कार्य दिवसों में 24 घंटे के भीतर');
    expect(ack.text).not.toMatch(/Thank you|We have received|If it is urgent/);
    expect(ack.html).toContain('<html lang="hi">');
    expect(ack.reply_to).toBe('leads@example.test');

    const company = (await mailTo(app, 'leads@example.test')).find((m) => m.reply_to === email);
    expect(company?.subject).toBe('Contact Us page: new message from सुनीता शर्मा');
  });

  it('acknowledges an English message exactly as before', async () => {
    const email = uniqueEmail('english-contact');
    const { kind: _k, lang: _l, consent_version: _c, ...fields } = hindiMessage(email);
    const sent = await visitor(app)
      .from('contact_messages')
      .insert({ kind: 'contact', ...fields, consent_version: consentVersionIn('contact', 'en') });
    expect(sent.status).toBe(201);
    const ack = await latestMail(app, email);
    expect(ack.subject).toBe('Thank you for contacting Aravali Learning');
    expect(ack.text).toContain(
      'We have received your message, and a member of our team will reply to this address within 24 hours on working days.',
    );
    expect(ack.html).toContain('<html lang="en">');
    expect(ack.text).not.toMatch(devanagari);
  });

  it('refuses a wrong field in the language of the page, and stores nothing', async () => {
    const hindi = uniqueEmail('hindi-refused');
    const refusedHi = await visitor(app)
      .from('contact_messages')
      .insert({ ...hindiMessage(hindi), name: '  ' });
    expect(refusedHi.status).toBe(400);
    expect(refusedHi.error).toMatchObject({ code: 'validation_failed', message: contactMessagesHi.required.name });

    const badEmail = await visitor(app)
      .from('contact_messages')
      .insert({ ...hindiMessage('not-an-address'), lang: 'hi' });
    expect(badEmail.error?.message).toBe(contactMessagesHi.emailFormat);

    const { lang: _l, ...english } = hindiMessage(hindi);
    const refusedEn = await visitor(app)
      .from('contact_messages')
      .insert({ ...english, name: '', consent_version: consentVersionIn('contact', 'en') });
    expect(refusedEn.error?.message).toBe(contactMessages.required.name);

    const unknown = await visitor(app)
      .from('contact_messages')
      .insert({ ...hindiMessage(hindi), lang: 'fr' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('lang must be en or hi.');
    expect(await mailTo(app, hindi)).toEqual([]);
  });

  it('sends the sign-up confirmation from /hi/signup in Hindi; its link confirms and returns to /hi', async () => {
    const email = uniqueEmail('hindi-signup');
    const { error } = await app.client().auth.signUp({
      email,
      password,
      options: { data: { fullName: 'आशा राव', locale: 'hi' }, emailRedirectTo: `${testSiteUrl}/hi` },
    });
    expect(error).toBeNull();
    const mail = await latestMail(app, email);
    expect(mail.subject).toBe('अपने Aravali Learning खाते की पुष्टि करें');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('ईमेल पते की पुष्टि करें');
    expect(mail.html).toContain('यदि बटन काम न करे');
    expect(mail.text).not.toMatch(/Confirm|Thanks|expires/);
    const opened = await openLink(app, verifyLinkOf(mail));
    expect(opened.status).toBe(303);
    expect(opened.base).toBe(`${testSiteUrl}/hi`);
    expect(opened.params).toMatchObject({ type: 'signup', token_type: 'bearer' });
  });

  it('keeps the English sign-up confirmation, and writes a recovery from /hi in Hindi', async () => {
    const email = uniqueEmail('english-signup');
    await app.client().auth.signUp({ email, password, options: { emailRedirectTo: testSiteUrl } });
    const english = await latestMail(app, email);
    expect(english.subject).toBe('Confirm your Aravali Learning account');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('If the button does not work, copy this link into your browser:');
    await openLink(app, verifyLinkOf(english));

    const { error } = await app
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: `${testSiteUrl}/hi/reset-password` });
    expect(error).toBeNull();
    const recovery = await latestMail(app, email);
    expect(recovery.subject).toBe('अपना Aravali Learning पासवर्ड दोबारा सेट करें');
    expect(recovery.text).toContain('नया पासवर्ड चुनें');
  });

  /** A confirmed, signed-in user: signed up from /hi/signup (`locale: 'hi'`) or from /signup. */
  async function signedUp(lang: 'hi' | 'en') {
    const email = uniqueEmail(`${lang}-account`);
    const options =
      lang === 'hi'
        ? { data: { fullName: 'आशा राव', locale: 'hi' }, emailRedirectTo: `${testSiteUrl}/hi` }
        : { data: { fullName: 'Asha Rao' }, emailRedirectTo: testSiteUrl };
    expect((await app.client().auth.signUp({ email, password, options })).error).toBeNull();
    const opened = await openLink(app, verifyLinkOf(await latestMail(app, email)));
    expect(opened.params.access_token).toBeTruthy();
    const authorization = `Bearer ${opened.params.access_token}`;
    return { email, headers: { authorization, apikey: builtinPublishableKey } };
  }

  it('emails the reauthentication code in the language of the account: Hindi for a Hindi sign-up', async () => {
    const hindi = await signedUp('hi');
    const res = await app.fetch(`${testSiteUrl}/auth/v1/reauthenticate`, { headers: hindi.headers });
    expect(res.status).toBe(200);
    const code = await latestMail(app, hindi.email);
    expect(code.subject).toBe('आपका Aravali Learning पुष्टि कोड');
    expect(code.text).toContain('पुष्टि करें कि यह आप ही हैं');
    expect(code.text).toMatch(/\b\d{6}\b/);
    expect(code.html).toContain('<html lang="hi">');
    expect(code.text).not.toMatch(/Confirm it is you|Enter this code|expires/);

    const english = await signedUp('en');
    await app.fetch(`${testSiteUrl}/auth/v1/reauthenticate`, { headers: english.headers });
    const same = await latestMail(app, english.email);
    expect(same.subject).toBe('Your Aravali Learning confirmation code');
    expect(same.text).toContain(
      'Enter this code to confirm a change to your Aravali Learning account, such as a new password.',
    );
    expect(same.text).toContain(
      'The code works once and expires in 1 hour. If you did not ask for it, change your password.',
    );
    expect(same.html).toContain('<html lang="en">');
    expect(same.text).not.toMatch(devanagari);
  });

  it('emails the account-deletion link in the language of the account, to /hi/account/delete for Hindi', async () => {
    const ask = (headers: Record<string, string>) =>
      app.fetch(`${testSiteUrl}/api/account/deletion`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ keep_content: true }),
      });
    const hindi = await signedUp('hi');
    expect((await ask(hindi.headers)).status).toBe(202);
    const mail = await latestMail(app, hindi.email);
    expect(mail.subject).toBe('अपना Aravali Learning खाता हटाने की पुष्टि करें');
    expect(mail.text).toContain(`आपका Aravali Learning खाता ${hindi.email} हटाने का अनुरोध किया गया है`);
    expect(mail.text).toContain('“Former member” के नाम से।');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).not.toMatch(/Delete your account|Someone|expires/);
    const link = mail.links.find((l) => l.includes('/account/delete?'));
    expect(new URL(link!).pathname).toBe('/hi/account/delete');
    // The link works: the Hindi page's API finds the pending deletion.
    const token = new URL(link!).searchParams.get('token')!;
    expect((await app.fetch(`${testSiteUrl}/api/account/deletion?token=${token}`)).status).toBe(200);

    const english = await signedUp('en');
    expect((await ask(english.headers)).status).toBe(202);
    const same = await latestMail(app, english.email);
    expect(same.subject).toBe('Confirm the deletion of your Aravali Learning account');
    expect(same.text).toContain(
      `Someone (hopefully you) asked to delete your Aravali Learning account, ${english.email}.`,
    );
    expect(same.text).toContain('Review and delete my account');
    expect(same.html).toContain('<html lang="en">');
    expect(same.text).not.toMatch(devanagari);
    expect(new URL(same.links.find((l) => l.includes('/account/delete?'))!).pathname).toBe('/account/delete');
  });

  it('confirms a webinar registration from a Hindi page in Hindi (date in hi-IN, invite attached), and a repeat too', async () => {
    const webinar = scheduledWebinars[2]!;
    const email = uniqueEmail('hindi-webinar');
    const register = () =>
      visitor(app)
        .from('contact_messages')
        .insert({
          kind: 'webinar_registration',
          webinar_id: webinar.id,
          name: 'आशा वर्मा',
          email,
          consent_version: consentVersionIn('webinar_registration', 'hi'),
          lang: 'hi',
        });
    expect((await register()).status).toBe(201);
    const confirmation = await latestMail(app, email);
    expect(confirmation.subject).toBe(`पंजीकरण हो गया: ${webinar.title}`);
    expect(confirmation.text).toContain(`“${webinar.title}” के लिए आपका पंजीकरण हो गया है`);
    expect(confirmation.text).toMatch(/कब: [^\n]*(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार)/);
    expect(confirmation.attachments.map((a) => a.contentType)).toEqual([expect.stringContaining('text/calendar')]);
    // The invite speaks Hindi too (summary, description, place, reminder), tagged LANGUAGE=hi.
    const invite = (await inviteOf(app, confirmation.id)).replace(/\r\n[ \t]/g, '');
    expect(invite).toContain(`SUMMARY;LANGUAGE=hi:वेबिनार: ${webinar.title}`);
    expect(invite).toContain('LOCATION;LANGUAGE=hi:ऑनलाइन');
    expect(invite).toContain('वेबिनार शुरू होने से पहले हम आपको इसमें जुड़ने का लिंक ईमेल करेंगे।');
    expect(invite).toContain(`/hi/webinars#webinar-${webinar.id}`);
    expect(invite).not.toContain('starts in one hour');

    expect((await register()).status).toBe(201);
    await expect.poll(async () => (await mailTo(app, email)).length).toBe(2);
    const repeat = await latestMail(app, email);
    expect(repeat.subject).toBe(`आपका पंजीकरण पहले से है: ${webinar.title}`);
    expect(repeat.text).toContain('आपका स्थान सुरक्षित है');
  });

  it('acknowledges a job application from the Hindi careers page in Hindi, and refuses its fields in Hindi', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const apply = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      body.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return app.fetch(`${testSiteUrl}/api/careers/applications`, { method: 'POST', body });
    };
    const email = uniqueEmail('hindi-application');
    const fields = {
      consent_version: consentVersionIn('application', 'hi'),
      lang: 'hi',
      name: 'किरण राव',
      email,
      message: 'मैं भौतिकी के लिए AR पाठ बनाता हूँ।',
    };
    const refused = await apply({ ...fields, message: '' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(contactMessagesHi.required.message);
    const badLink = await apply({ ...fields, link: 'linkedin' });
    expect(((await badLink.json()) as { message: string }).message).toBe(
      'कृपया https:// से शुरू होने वाला वेब पता लिखें, या लिंक खाली छोड़ दें।',
    );

    expect((await apply(fields)).status).toBe(201);
    const ack = await latestMail(app, email);
    expect(ack.subject).toBe('Aravali Learning को आपका आवेदन मिल गया है');
    expect(ack.text).toContain('10 कार्य दिवसों के भीतर');
    expect(ack.html).toContain('<html lang="hi">');
  });
});

/** The text of a queued message's first attachment (the webinar's .ics). */
async function inviteOf(app: TestApp, messageId: string): Promise<string> {
  const { rows } = await app.deps.db.query<{ content: Uint8Array | string }>(
    'select content from mail.attachments where message = $1::uuid order by position limit 1',
    [messageId],
  );
  const content = rows[0]?.content;
  expect(content, 'an attachment').toBeDefined();
  return typeof content === 'string' ? content : Buffer.from(content!).toString('utf8');
}
