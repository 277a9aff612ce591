import { describe, expect, it } from 'vitest';
import { loginSchema, messages, newPasswordSchema, profileSchema, signupSchema, validate } from './auth-schemas.ts';

const signup = { fullName: 'Asha Verma', email: 'asha@example.org', password: 'secret1', organization: '', role: '' };

describe('signup validation', () => {
  it('accepts a complete form and trims the text fields', () => {
    const r = validate(signupSchema, { ...signup, fullName: '  Asha Verma ', email: ' asha@example.org ' });
    expect(r).toEqual({ ok: true, data: { ...signup } });
  });

  it('requires full name, email and password, each with its own message', () => {
    const r = validate(signupSchema, { fullName: ' ', email: '', password: '', organization: '', role: '' });
    expect(r).toEqual({
      ok: false,
      errors: {
        fullName: messages.fullNameRequired,
        email: messages.emailRequired,
        password: messages.passwordRequired,
      },
    });
  });

  it('rejects a malformed email and a short password', () => {
    const r = validate(signupSchema, { ...signup, email: 'asha@', password: '12345' });
    expect(r).toEqual({ ok: false, errors: { email: messages.emailInvalid, password: messages.passwordTooShort } });
  });

  it('accepts a password of exactly 6 characters and keeps organization and role optional', () => {
    expect(validate(signupSchema, { ...signup, password: '123456' }).ok).toBe(true);
  });

  it('limits the optional fields to the database column size', () => {
    const r = validate(signupSchema, { ...signup, organization: 'x'.repeat(201) });
    expect(r).toEqual({ ok: false, errors: { organization: messages.tooLong } });
  });
});

describe('login validation', () => {
  it('needs a valid email and a password (no length rule at sign-in)', () => {
    expect(validate(loginSchema, { email: 'a@b.co', password: 'x' }).ok).toBe(true);
    expect(validate(loginSchema, { email: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { email: messages.emailInvalid, password: messages.passwordRequired },
    });
  });
});

describe('new password validation', () => {
  it('requires the two entries to match', () => {
    expect(validate(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      ok: false,
      errors: { confirmPassword: messages.passwordsDiffer },
    });
    expect(validate(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' }).ok).toBe(true);
  });
});

describe('profile validation', () => {
  it('allows empty fields but not over-long ones', () => {
    expect(validate(profileSchema, { fullName: '', organization: '', role: '' }).ok).toBe(true);
    expect(validate(profileSchema, { fullName: 'y'.repeat(201), organization: '', role: '' })).toEqual({
      ok: false,
      errors: { fullName: messages.tooLong },
    });
  });
});
