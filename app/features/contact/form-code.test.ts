import { describe, expect, it } from 'vitest';
import { contactMessages } from '#rules/contact-rules.ts';
import { checkField, checkForm, failureDescription } from './form-code.ts';
import { ContactSendError } from './send-contact-message.ts';

describe('form code (loaded when a form is used)', () => {
  it("checks a form's fields with the contact rules of its kind, in field order", () => {
    const values = { name: ' ', email: 'not-an-email', organization: 'x'.repeat(201), message: 'Hi', extra: '' };
    expect(checkForm('contact', values)).toEqual({
      name: contactMessages.required.name,
      email: contactMessages.emailFormat,
      organization: contactMessages.tooLong.organization,
    });
    // An optional field may be empty; a field without a rule is not checked.
    expect(checkForm('contact', { ...values, name: 'Asha', email: 'a@b.in', organization: '' })).toEqual({});
  });

  it('checks one field, and nothing for a field without a rule', () => {
    expect(checkField('support', 'subject', '')).toBe(contactMessages.required.subject);
    expect(checkField('home', 'organization', '')).toBeUndefined();
    expect(checkField('whitepaper', 'paper', '')).toBeUndefined();
  });

  it("shows a ContactSendError's own message, otherwise the form's fallback", () => {
    expect(failureDescription(new ContactSendError('Too many messages'), 'fallback')).toBe('Too many messages');
    expect(failureDescription(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
