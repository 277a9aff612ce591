import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { errorMessageIn, fieldMessageIn } from './auth-copy.ts';
import { newPasswordSchema, signupSchema, validate } from './auth-schemas.ts';
import * as en from './copy.ts';
import * as hi from './copy.hi.ts';
// As on the server and /hi routes: the Hindi words given to auth-copy.ts (ADR 043).
import './provide-hi.ts';

describe('the account pages in Hindi', () => {
  it('have every English key, and only those (and words for every server error code)', () => {
    const { serverErrors, ...rest } = hi;
    expect(shapeOf(rest)).toEqual(shapeOf({ ...en, serverErrorCodes: undefined }));
    expect(Object.keys(serverErrors).sort()).toEqual([...en.serverErrorCodes].sort());
  });

  it('leave no English behind', () => {
    expect(hindiCopyProblems(hi, { latinOnly: ['resetPassword.choosePrefix'] })).toEqual([]);
  });

  it('show every field message of the schemas in Hindi', () => {
    const signup = validate(signupSchema, { fullName: '', email: 'x', password: '1', organization: '', role: '' });
    const reset = validate(newPasswordSchema, { password: '1234567', confirmPassword: '' });
    const messages = [signup, reset].flatMap((r) => (r.ok ? [] : Object.values(r.errors))) as string[];
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) {
      expect(fieldMessageIn(message, 'en')).toBe(message);
      expect(fieldMessageIn(message, 'hi'), message).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("answer the server's refusals in Hindi by code, never with its English text", () => {
    const refused = { code: 'invalid_credentials', message: 'Invalid login credentials' };
    expect(errorMessageIn(refused, 'fallback', 'en')).toBe('Invalid login credentials');
    expect(errorMessageIn(refused, 'fallback', 'hi')).toBe(hi.serverErrors.invalid_credentials);
    expect(errorMessageIn({ code: 'unknown', message: 'Something' }, hi.login.failed, 'hi')).toBe(hi.login.failed);
  });
});
