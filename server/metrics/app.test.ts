/**
 * Who may read /metrics: loopback callers whose request no proxy passed on, or, with
 * METRICS_TOKEN, whoever sends it as a bearer token.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/app-env.ts';
import { createLogger } from '../lib/logger.ts';
import { createMetricsApp } from './app.ts';
import { createMetrics } from './metrics.ts';

function metricsAt(clientIp: string, token?: string) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('clientIp', clientIp);
    c.set('log', createLogger({ level: 'silent', pretty: false }));
    return next();
  });
  app.route('/metrics', createMetricsApp(createMetrics(), { token }));
  return (headers: Record<string, string> = {}) =>
    Promise.resolve(app.fetch(new Request('http://localhost/metrics', { headers }))).then((r) => r.status);
}

describe('GET /metrics', () => {
  it('answers loopback callers, never a request a proxy passed on, nor other addresses', async () => {
    expect(await metricsAt('127.0.0.1')()).toBe(200);
    expect(await metricsAt('::1')()).toBe(200);
    expect(await metricsAt('::ffff:127.0.0.1')()).toBe(200);
    expect(await metricsAt('127.0.0.1')({ 'X-Forwarded-For': '127.0.0.1' })).toBe(403);
    expect(await metricsAt('127.0.0.1')({ Forwarded: 'for=127.0.0.1' })).toBe(403);
    expect(await metricsAt('127.0.0.1')({ 'X-Real-IP': '127.0.0.1' })).toBe(403);
    expect(await metricsAt('203.0.113.7')()).toBe(403);
    expect(await metricsAt('10.0.0.2')()).toBe(403);
  });

  it('with METRICS_TOKEN, answers whoever sends it and nobody else, loopback included', async () => {
    const token = 'a-long-enough-metrics-token';
    const fetchFrom = metricsAt('203.0.113.7', token);
    expect(await fetchFrom({ Authorization: `Bearer ${token}` })).toBe(200);
    expect(await fetchFrom({ Authorization: `Bearer ${token}x` })).toBe(403);
    expect(await fetchFrom()).toBe(403);
    expect(await metricsAt('127.0.0.1', token)()).toBe(403);
  });
});
