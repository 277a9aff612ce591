import { describe, expect, it } from 'vitest';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords (bcrypt on the password worker threads)', () => {
  it('hashes in the $2a$ cost-10 format and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('verifies a hash another bcrypt wrote ($2a$, the crypt_blowfish test vector)', async () => {
    expect(await verifyPassword('U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')).toBe(true);
    expect(await verifyPassword('U*V', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')).toBe(false);
  });

  it('answers many concurrent jobs, each with its own result', async () => {
    const hashes = await Promise.all(['a1b2c3', 'd4e5f6', 'g7h8i9'].map((p) => hashPassword(p)));
    const checks = await Promise.all(
      hashes.flatMap((h, i) =>
        ['a1b2c3', 'd4e5f6', 'g7h8i9'].map((p, j) => verifyPassword(p, h).then((ok) => [ok, i === j])),
      ),
    );
    for (const [ok, expected] of checks) expect(ok).toBe(expected);
  });

  it('spends a verification on a decoy for a missing hash and answers false', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await burnVerifyTime('anything')).toBe(false);
  });
});
