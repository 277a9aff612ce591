import { describe, expect, it } from 'vitest';
import { validationMessages } from './copy.ts';
import { validate } from './validation.ts';

describe('contact form validation', () => {
  it('reports required fields after trimming and email format, in field order', () => {
    const errors = validate(
      { name: '  ', email: 'not-an-email', company: '', message: 'Hello' },
      {
        name: { required: validationMessages.name },
        email: { required: validationMessages.email, email: true },
        message: { required: validationMessages.message },
      },
    );
    expect(errors).toEqual({ name: validationMessages.name, email: validationMessages.emailFormat });
    expect(Object.keys(errors)).toEqual(['name', 'email']);
  });

  it('says an empty email is missing rather than malformed, and passes valid input', () => {
    const rules = { email: { required: validationMessages.email, email: true } };
    expect(validate({ email: '' }, rules)).toEqual({ email: validationMessages.email });
    expect(validate({ email: 'a@b.in' }, rules)).toEqual({});
  });
});
