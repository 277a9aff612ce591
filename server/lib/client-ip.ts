/**
 * The caller's IP address, for rate limits and session records.
 *
 * - Requests from the network carry their socket (`c.env.incoming`, @hono/node-server): its
 *   remote address is the client, unless TRUST_PROXY=true, in which case the first hop of
 *   X-Forwarded-For (set by our reverse proxy) is.
 * - Requests handed to the app in-process (server-side rendering, tests) have no socket. They
 *   come from our own code, which may name the original client in X-Forwarded-For; otherwise
 *   they count as loopback.
 */
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

export function clientIp(c: Context, options: { trustProxy: boolean }): string {
  const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  if (socketAddress && !options.trustProxy) return normalise(socketAddress);
  const forwarded = firstForwardedHop(c.req.header('x-forwarded-for'));
  if (forwarded) return forwarded;
  return socketAddress ? normalise(socketAddress) : '127.0.0.1';
}

function firstForwardedHop(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  if (!first || first.length > 64 || !/^[0-9A-Fa-f:.]+$/.test(first)) return undefined;
  return normalise(first);
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is the same client as `10.0.0.1`. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
