/**
 * A form message as the site's forms send it: with the privacy notice its form shows
 * (`consent_version`, rules/consent-notices.ts), which the server requires. Rows of no known kind
 * are left as they are (the server refuses them for their kind first).
 */
import { contactKinds, type ContactKind } from '../../rules/contact-fields.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';

type Row = Record<string, unknown>;

export function consented<T extends Row>(row: T): T & { consent_version?: string };
export function consented<T extends Row>(rows: T[]): (T & { consent_version?: string })[];
export function consented<T extends Row>(input: T | T[]): unknown {
  const one = (row: T) =>
    (contactKinds as readonly unknown[]).includes(row.kind) && !('consent_version' in row)
      ? { ...row, consent_version: consentVersionFor[row.kind as ContactKind] }
      : row;
  return Array.isArray(input) ? input.map(one) : one(input);
}
