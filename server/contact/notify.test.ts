import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { acknowledgement, companyEmail, type ContactRow } from './notify.ts';

const row: ContactRow = {
  id: '5b0c3f57-3c1e-4a5e-9a43-0a6a3c1b2d11',
  kind: 'contact',
  name: 'Priya <b>Sharma</b>',
  email: 'priya@school.in',
  phone: '+91 98290 12345',
  organization: 'Jaipur Public School',
  subject: null,
  message: 'First paragraph.\n\nSecond <script>alert(1)</script> paragraph.',
  source_ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
};

describe('the company email', () => {
  const mail = companyEmail(row, new Date('2026-11-22T04:30:00Z'), 'leads@example.test', 'https://example.test');

  it('goes to the inbox with Reply-To the sender and names the form and the sender', () => {
    expect(mail.to).toBe('leads@example.test');
    expect(mail.replyTo).toBe('priya@school.in');
    expect(mail.subject).toBe('Contact Us page: new message from Priya <b>Sharma</b>');
  });

  it('lists every field given, the message, when and from where', () => {
    for (const line of [
      'Form: Contact Us page',
      'Name: Priya <b>Sharma</b>',
      'Email: priya@school.in',
      'Phone: +91 98290 12345',
      'Organization: Jaipur Public School',
      'First paragraph.',
      'Second <script>alert(1)</script> paragraph.',
      '22 Nov 2026, 10:00 am',
      '203.0.113.9',
      row.id,
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Subject:');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    expect(mail.html).toContain('Priya &lt;b&gt;Sharma&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('puts the subject of a support request in the email subject', () => {
    const support = companyEmail(
      { ...row, kind: 'support', subject: 'Login trouble' },
      new Date(),
      'x@example.test',
      'https://example.test',
    );
    expect(support.subject).toBe('Support request from Priya <b>Sharma</b>: Login trouble');
  });
});

describe('the acknowledgement', () => {
  it('goes to the sender, replies reach the inbox, and it repeats nothing they typed', () => {
    const ack = acknowledgement(row, 'leads@example.test', 'https://example.test');
    expect(ack).toMatchObject({ to: 'priya@school.in', replyTo: 'leads@example.test' });
    expect(ack.subject).toBe(`Thank you for contacting ${site.name}`);
    for (const typed of ['Priya', 'Jaipur Public School', 'First paragraph', '98290']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }
  });

  it('is worded for each form', () => {
    const subject = (kind: ContactRow['kind']) =>
      acknowledgement({ ...row, kind }, 'x@example.test', 'https://example.test').subject;
    expect(subject('home')).toBe(`Thank you for contacting ${site.name}`);
    expect(subject('support')).toBe('We received your support request');
    expect(subject('whitepaper')).toBe(`Your whitepaper request to ${site.name}`);
    expect(subject('webinar')).toBe(`You're subscribed to ${site.name} webinar updates`);
  });
});
