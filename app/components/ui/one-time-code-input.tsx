import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

/**
 * The field for a six-digit code from an authenticator app: numeric keyboard, the browser's
 * one-time-code autofill, room for one space ("123 456"). `onChange` gets the text as typed.
 */
export function OneTimeCodeInput({
  value,
  onChange,
  pattern,
  autoFocus,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={pattern}
      maxLength={7}
      autoFocus={autoFocus}
      required
      {...props}
    />
  );
}

/** The six digits of a typed code (spaces dropped), or null when it is not six digits. */
export function oneTimeCodeDigits(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
