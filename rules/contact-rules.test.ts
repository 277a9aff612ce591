import { describe, expect, it } from 'vitest';
import {
  checkContactMessage,
  checkContactValue,
  contactMessages,
  contactRule,
  isEmail,
  isPhone,
  normalizeContactFields,
} from './contact-rules.ts';

describe('contact rules', () => {
  it.each([
    [isEmail, ['a@b.in', 'priya.sharma@school.edu.in', ' x+tag@mail.example.com '], true],
    [isEmail, ['', 'plain', 'a@b', 'a@.in', 'a b@c.in', 'a@b..in', '@school.in'], false],
    [isPhone, ['+91 141 400 5200', '0141-4005200', '(0141) 400 5200', '+91 98290 12345 ext. 12', '141/4005200'], true],
    [isPhone, ['+91 1', 'call me', '12345', '+91 141 400 5200; drop table'], false],
  ])(
    'accepts addresses and phone numbers as people write them, refuses malformed ones and text: %o %j',
    (check, values, ok) => {
      for (const value of values) expect(check(value)).toBe(ok);
    },
  );

  it('requires each form its own fields, in field order', () => {
    expect(checkContactMessage('home', {})).toEqual([
      { field: 'name', message: contactMessages.required.name },
      { field: 'email', message: contactMessages.required.email },
      { field: 'message', message: contactMessages.required.message },
    ]);
    expect(checkContactMessage('support', { name: 'A', email: 'a@b.in', message: 'x' })).toEqual([
      { field: 'subject', message: contactMessages.required.subject },
    ]);
    expect(checkContactMessage('whitepaper', { name: 'A', email: 'a@b.in' })).toEqual([]);
    expect(checkContactMessage('webinar', { email: 'a@b.in' })).toEqual([]);
    expect(checkContactMessage('webinar', { email: 'nope' })).toEqual([
      { field: 'email', message: contactMessages.emailFormat },
    ]);
  });

  it('caps lengths in characters (an emoji is one)', () => {
    const rule = contactRule('home', 'message');
    expect(checkContactValue('é'.repeat(5000), rule)).toBeUndefined();
    expect(checkContactValue('😀'.repeat(5000), rule)).toBeUndefined();
    expect(checkContactValue('a'.repeat(5001), rule)).toBe(contactMessages.tooLong.message);
    expect(checkContactValue('n'.repeat(201), contactRule('home', 'name'))).toBe(contactMessages.tooLong.name);
  });

  it('says an empty optional field is fine and an empty required one is missing', () => {
    expect(checkContactValue('  ', contactRule('contact', 'phone'))).toBeUndefined();
    expect(checkContactValue('  ', contactRule('contact', 'email'))).toBe(contactMessages.required.email);
  });

  it('normalises: trims, collapses single lines, keeps message line breaks, drops control characters and empties', () => {
    expect(
      normalizeContactFields('contact', {
        name: '  Priya\n  Sharma\u0000 ',
        email: ' priya@school.in ',
        phone: '   ',
        organization: 'DPS\tJaipur',
        message: 'Line one\r\n\r\nLine\u0007 two  ',
        subject: 'not on this form',
      }),
    ).toEqual({
      name: 'Priya Sharma',
      email: 'priya@school.in',
      organization: 'DPS Jaipur',
      message: 'Line one\n\nLine two',
    });
  });
});
