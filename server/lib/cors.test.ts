import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCors } from './cors.ts';

function app() {
  const a = new Hono();
  a.use(apiCors());
  a.get('/x', (c) => c.json({ ok: true }, 200, { 'Content-Range': '0-0/1' }));
  return a;
}

describe('apiCors', () => {
  it('answers a preflight with 204 and what supabase-js needs', async () => {
    const res = await app().request('/x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(
      expect.arrayContaining(['authorization', 'apikey', 'prefer', 'range', 'x-client-info', 'accept-profile']),
    );
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });

  it('lets any origin read responses and the headers supabase-js reads', async () => {
    const res = await app().request('/x', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.split(',')).toEqual(
      expect.arrayContaining(['Content-Range', 'X-Supabase-Api-Version', 'Preference-Applied']),
    );
    expect(res.headers.get('content-range')).toBe('0-0/1');
  });
});
