import Bowser from 'bowser';

/** A session's device as people name it ("Chrome on Windows"), from the browser's User-Agent. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || undefined;
  const os = parsed.os.name || undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
