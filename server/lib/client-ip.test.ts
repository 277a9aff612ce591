import { describe, expect, it } from 'vitest';
import { addressBehindProxies, rateLimitKey } from './client-ip.ts';

const behind = (socketAddress: string, forwardedFor: string | undefined, hops: number | string[]) =>
  addressBehindProxies({ socketAddress, forwardedFor }, hops);

describe('client address behind TRUST_PROXY hops', () => {
  it.each([
    // Without trusted proxies: the socket, whatever X-Forwarded-For says.
    ['203.0.113.7', '198.51.100.1', 0, '203.0.113.7'],
    ['::ffff:203.0.113.7', undefined, 0, '203.0.113.7'],
    // Behind one proxy: the entry that proxy appended, not what the client wrote before it (nginx:
    // proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; the client wrote "1.2.3.4").
    ['10.0.0.2', '1.2.3.4, 203.0.113.7', 1, '203.0.113.7'],
    ['10.0.0.2', '203.0.113.7', 1, '203.0.113.7'],
    // Behind two proxies: the nearer proxy's entry is skipped too.
    ['10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.9', 2, '203.0.113.7'],
    ['10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.9', 1, '10.0.0.9'],
    // A request that reached the server directly, without the header: the socket.
    ['203.0.113.7', undefined, 1, '203.0.113.7'],
    // An entry that is not an address: stop at the proxy that wrote it.
    ['10.0.0.2', 'evil, unknown', 1, '10.0.0.2'],
    ['10.0.0.2', 'x, unknown, 203.0.113.7', 3, '203.0.113.7'],
    // IPv6 entries.
    ['::1', '2001:db8::1, 2001:db8:1:2::77', 1, '2001:db8:1:2::77'],
  ])('socket %s, X-Forwarded-For %j, %i hops: %s', (socket, forwardedFor, hops, address) => {
    expect(behind(socket, forwardedFor, hops)).toBe(address);
  });
});

describe("client address behind TRUST_PROXY's addresses or subnets (#26)", () => {
  it('reads X-Forwarded-For only from a peer that is one of the proxies', () => {
    // Through the proxy: its entry is the client.
    expect(behind('10.0.0.2', '1.2.3.4, 203.0.113.7', ['10.0.0.2'])).toBe('203.0.113.7');
    expect(behind('10.1.2.3', '203.0.113.7', ['10.0.0.0/8'])).toBe('203.0.113.7');
    expect(behind('::ffff:10.0.0.2', '203.0.113.7', ['10.0.0.2'])).toBe('203.0.113.7');
    // Straight to the port: whatever the client writes, it is its socket address.
    expect(behind('198.51.100.9', '203.0.113.7', ['10.0.0.2'])).toBe('198.51.100.9');
    expect(behind('198.51.100.9', '10.0.0.2, 203.0.113.7', ['10.0.0.0/8'])).toBe('198.51.100.9');
  });

  it('walks several proxies by address, stopping at the first hop that is not one', () => {
    // CDN (192.0.2.0/24) → nginx (10.0.0.2) → server.
    expect(behind('10.0.0.2', '1.2.3.4, 203.0.113.7, 192.0.2.10', ['10.0.0.2', '192.0.2.0/24'])).toBe('203.0.113.7');
    // The client wrote a proxy's address on the left: it is not a hop the proxies appended.
    expect(behind('10.0.0.2', '192.0.2.10, 203.0.113.7', ['10.0.0.2', '192.0.2.0/24'])).toBe('203.0.113.7');
    expect(behind('127.0.0.1', '203.0.113.7', ['loopback'])).toBe('203.0.113.7');
  });
});

describe('rate-limit keys', () => {
  it('keys IPv4 per address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 per /64: every address of one subscriber network counts together', () => {
    const key = rateLimitKey('2001:db8:1:2::77');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:1234:5678:9abc')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::77')).not.toBe(key);
  });

  it('keys IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
