/**
 * iCalendar (RFC 5545) content lines, written by hand so that every value is escaped as the RFC
 * says (#26: the `ics` library wrote a `"` in a parameter as `\"`, which RFC 5545 does not define):
 *
 * - TEXT values (SUMMARY, DESCRIPTION, ...): `\` `;` `,` escaped with a backslash, any line break
 *   written `\n` (3.3.11); other control characters dropped (TEXT allows none but HTAB).
 * - Parameter values (CN=...): always quoted; inside, RFC 6868's caret escapes: `^^` for `^`,
 *   `^'` for `"`, `^n` for a line break; other control characters dropped (3.1, QSAFE-CHAR).
 * - Calendar addresses (mailto:): the address percent-encoded as a URI (RFC 6068), so no
 *   character of it can end the line or start a parameter.
 * - Lines folded at 75 octets (3.1), never inside a UTF-8 character; CRLF line ends.
 */

const lineBreak = /\r\n|\r|\n/g;
// C0 controls but HTAB, and DEL (RFC 5545 CONTROL).
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(lineBreak, '\\n')
    .replace(controls, '');
}

/** A parameter value, quoted, with RFC 6868's caret escapes. */
export function icsParam(value: string): string {
  const escaped = value.replace(/\^/g, '^^').replace(/"/g, "^'").replace(lineBreak, '^n').replace(controls, '');
  return `"${escaped}"`;
}

/** A mailto: calendar address (CAL-ADDRESS), the address percent-encoded (RFC 6068). */
export function icsMailto(email: string): string {
  const at = email.lastIndexOf('@');
  const encode = (part: string) => encodeURIComponent(part).replace(/%2B/g, '+');
  return at < 0 ? `mailto:${encode(email)}` : `mailto:${encode(email.slice(0, at))}@${encode(email.slice(at + 1))}`;
}

/** One content line, folded at 75 octets without splitting a character, ending in CRLF. */
export function icsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ') + '\r\n';
}
