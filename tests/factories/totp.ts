/**
 * TOTP codes for tests, as an authenticator app makes them (otpauth: SHA1, 6 digits, 30 s). The
 * server accepts the current time step ±1 and each step once per factor, so a test that verifies
 * the same factor twice within 30 s gets the next step's code (still accepted), and waits only
 * when both are spent.
 */
import { TOTP } from 'otpauth';

const period = 30;
const lastStep = new Map<string, number>();

export function totpGenerator(secret: string): TOTP {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period });
}

/** A code the server has not yet seen for this secret's factor. */
export async function nextTotpCode(secret: string): Promise<string> {
  const generator = totpGenerator(secret);
  const nowStep = () => Math.floor(Date.now() / 1000 / period);
  let step = Math.max(nowStep(), (lastStep.get(secret) ?? -1) + 1);
  if (step > nowStep() + 1) {
    // Both the current and the next step are used: wait until the next one is current.
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * period * 1000 - Date.now() + 50));
    step = Math.max(nowStep(), step);
  }
  lastStep.set(secret, step);
  return generator.generate({ timestamp: step * period * 1000 });
}
