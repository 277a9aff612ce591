/**
 * When a failed attempt is tried again: exponential back-off from `baseSeconds` (default 5 s:
 * about 5, 10, 20, 40 s, so the first three retries fall within a minute), doubling up to one
 * hour, each delay shifted by up to ±20 % so that messages which failed together do not all
 * retry in the same second. The worker gives up when the next attempt would fall after the
 * message's give-up time (24 h after its first attempt by default).
 */
export const maxRetryDelaySeconds = 3600;

export function retryDelaySeconds(attempts: number, baseSeconds: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(maxRetryDelaySeconds, baseSeconds * 2 ** Math.min(exponent, 30));
  const jitter = 0.8 + 0.4 * random();
  return Math.max(1, Math.round(plain * jitter * 1000) / 1000);
}
