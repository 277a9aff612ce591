/**
 * The client address behind reverse proxies, over a real loopback socket (ADR 020). With
 * TRUST_PROXY=1 (one nginx that appends to X-Forwarded-For) an address the client writes into
 * the header itself must not open a fresh rate-limit bucket; IPv6 clients count per /64. Uses the
 * contact form's limit (5 messages per address per 10 minutes) and the sign-up limit's bucket.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { startTestApp, useTestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { consented } from '../factories/consent.ts';

/** The mechanism with the old numbers: 5 messages per address, no per-email limit in the way. */
const fiveMessagesPerAddress = { CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5', CONTACT_RATE_PER_EMAIL_PER_10MIN: '1000' };

const message = consented({
  kind: 'contact',
  name: 'Priya Sharma',
  email: 'priya@example.test',
  message: 'A demo, please.',
});

describe.each(dbKinds())('client IP behind TRUST_PROXY (%s)', (kind) => {
  let url: string;
  const app = useTestApp(kind, { TRUST_PROXY: '1', RATE_LIMITS: 'true', ...fiveMessagesPerAddress });
  beforeAll(async () => {
    url = await app.listen();
  });

  const send = (forwardedFor: string) =>
    fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: builtinPublishableKey, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(message),
    });

  it('counts the address the proxy appended: a forged leftmost entry opens no new bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(`10.9.8.${i}, 203.0.113.40`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // What the server keyed: the proxy's entry, never the forged one.
    const { rows } = await app.deps.db.query<{ key: string }>(
      `select key from auth.rate_limits where key like 'contact:%' order by key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['contact:203.0.113.40']);
    // Another client behind the same proxy is not affected.
    expect((await send('203.0.113.41')).status).toBe(201);
  });

  it('counts IPv6 clients per /64: rotating addresses within one network does not help', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await send(`2001:db8:aa:bb::${i.toString(16)}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send('2001:db8:aa:bc::1')).status).toBe(201);
  });

  it('with TRUST_PROXY=0 the socket is the client and the header is ignored', async () => {
    const direct = await startTestApp(kind, { TRUST_PROXY: '0', RATE_LIMITS: 'true', ...fiveMessagesPerAddress });
    try {
      const directUrl = await direct.listen();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${directUrl}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: {
            apikey: builtinPublishableKey,
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${i}`,
          },
          body: JSON.stringify(message),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const { rows } = await direct.deps.db.query<{ key: string }>(
        `select key from auth.rate_limits where key like 'contact:%'`,
      );
      expect(rows.map((r) => r.key)).toEqual(['contact:127.0.0.1']);
    } finally {
      await direct.close();
    }
  });
});
