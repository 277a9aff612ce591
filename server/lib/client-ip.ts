/**
 * The caller's IP address, for rate limits and session records.
 *
 * - Requests from the network carry their socket (`c.env.incoming`, @hono/node-server). With
 *   TRUST_PROXY=0 (the default) its remote address is the client. With TRUST_PROXY=<addresses or
 *   subnets> (#26) the header is read only from peers at those addresses, hop by hop, as
 *   Express's `trust proxy = [...]`. With TRUST_PROXY=N (N reverse
 *   proxies in front of the server, each appending the address it received the request from to
 *   X-Forwarded-For) the client is the address N hops from the right: the socket (hop 1, the
 *   nearest proxy) and the rightmost N-1 entries are our proxies, the entry before them is what
 *   the outermost proxy saw. Anything further left was written by the client and is ignored.
 *   The walk is `proxy-addr`'s (the library Express uses for `trust proxy = N`).
 * - Requests handed to the app in-process (server-side rendering, tests) have no socket. They
 *   come from our own code, which may name the original client in X-Forwarded-For; otherwise
 *   they count as loopback.
 *
 * Per-IP limits key on `rateLimitKey(ip)`: an IPv4 address, or an IPv6 address's /64 prefix (one
 * subscriber's network: a host given a /64 has 2^64 addresses to rotate through).
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

export type ClientIpOptions = {
  /**
   * TRUST_PROXY (server/lib/env.ts): the proxies' addresses or subnets (X-Forwarded-For is read
   * only from them), or how many reverse proxies stand in front of the server; 0: none.
   */
  trustedHops: number | readonly string[];
};

export function clientIp(c: Context, options: ClientIpOptions): string {
  const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  const forwardedFor = c.req.header('x-forwarded-for');
  if (socketAddress) return addressBehindProxies({ socketAddress, forwardedFor }, options.trustedHops);
  return firstForwardedHop(forwardedFor) ?? '127.0.0.1';
}

/**
 * The client's address given the socket's peer and the X-Forwarded-For header. With a number,
 * the socket and the rightmost `trusted - 1` entries are trusted as our own proxies; with a
 * list of addresses or subnets (`proxy-addr`'s compile), each hop is trusted only when its
 * address is one of them, so a client that reaches the port itself is its socket address. An
 * entry that is not an IP address (a proxy that writes `unknown`) ends the walk at the proxy
 * that wrote it.
 */
export function addressBehindProxies(
  request: { socketAddress: string; forwardedFor: string | undefined },
  trusted: number | readonly string[],
): string {
  const socketAddress = normalise(request.socketAddress);
  if (typeof trusted === 'number' && trusted <= 0) return socketAddress;
  const req = {
    headers: request.forwardedFor === undefined ? {} : { 'x-forwarded-for': request.forwardedFor },
    socket: { remoteAddress: request.socketAddress },
    connection: { remoteAddress: request.socketAddress },
  } as unknown as IncomingMessage;
  // [socket, rightmost entry, …, leftmost entry], cut after the first untrusted one.
  const chain = proxyAddr.all(req, typeof trusted === 'number' ? (_addr, i) => i < trusted : compiled(trusted));
  let client = socketAddress;
  for (const address of chain) {
    if (!ipaddr.isValid(address)) break;
    client = normalise(address);
  }
  return client;
}

const compiledLists = new WeakMap<readonly string[], (addr: string, i: number) => boolean>();
function compiled(list: readonly string[]): (addr: string, i: number) => boolean {
  let trust = compiledLists.get(list);
  if (!trust) {
    trust = proxyAddr.compile([...list]);
    compiledLists.set(list, trust);
  }
  return trust;
}

/** The key per-IP limits count under: IPv4 as is, IPv6 by its /64 network. */
export function rateLimitKey(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const parsed = ipaddr.IPv6.parse(ip);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

function firstForwardedHop(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  if (!first || first.length > 64 || !ipaddr.isValid(first)) return undefined;
  return normalise(first);
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is the same client as `10.0.0.1`. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
