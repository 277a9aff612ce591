/**
 * How the site's emails write how long a link or a code works, in whole hours (the auth emails,
 * the account deletion's). English: "1 hour", "24 hours". Hindi, before "बाद": "1 घंटे",
 * "24 घंटे" (the same form for one hour as for many).
 */
export function hoursEn(seconds: number): string {
  const n = seconds / 3600;
  return `${n} ${n === 1 ? 'hour' : 'hours'}`;
}

export function hoursHi(seconds: number): string {
  return `${seconds / 3600} घंटे`;
}
