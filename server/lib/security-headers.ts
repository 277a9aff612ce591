import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context.ts';

/**
 * CSP with a per-request script nonce, nosniff, a strict referrer policy and no framing.
 * Development relaxes script and connect sources for Vite's HMR client.
 */
export function securityHeaders(options: {
  dev: boolean;
  https: boolean;
  extraConnectSrc?: string[];
}): MiddlewareHandler<AppEnv> {
  const connectSrc = ["'self'", ...(options.extraConnectSrc ?? [])];
  if (options.dev) connectSrc.push('ws:', 'wss:');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
