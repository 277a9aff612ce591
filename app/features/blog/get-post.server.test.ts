/**
 * Render-side sanitising, independent of the write filter: whatever the backend returns (a
 * hosted Supabase without our /rest/v1 filter, or rows written before it existed), the server
 * render only ever sees allow-listed HTML.
 */
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPost } from './get-post.server.ts';

const id = '6f1c2d3e-0000-4000-8000-000000000001';
const row = {
  id,
  title: 'T',
  excerpt: 'E',
  content: '<p onclick="alert(1)">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  category: 'AR/VR',
  image_url: null,
  is_published: true,
  author: '6f1c2d3e-0000-4000-8000-000000000002',
  author_name: 'A',
  date: '2026-01-01T00:00:00Z',
};

function contextAnswering(
  status: number,
  body: unknown,
  logged: unknown[] = [],
  uncacheable: () => void = () => {},
): AppLoadContext {
  return {
    publicEnvJson: JSON.stringify({
      supabaseUrl: 'http://site.test',
      supabaseAnonKey: 'k',
      siteUrl: 'http://site.test',
    }),
    requestId: 'r1',
    logger: { info: () => {}, warn: () => {}, error: (obj: object) => void logged.push(obj) },
    backendFetch: (async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
    uncacheable,
    siteSearch: () => Promise.reject(new Error('not used by these tests')),
    takeRenderLimit: () => Promise.reject(new Error('not used by these tests')),
  };
}

describe('loadPost', () => {
  it('sanitises the body of what the backend returned', async () => {
    const loaded = await loadPost(contextAnswering(200, [row]), id);
    expect(loaded).toMatchObject({ status: 'found' });
    expect(loaded.status === 'found' && loaded.post.content).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('reports not-found for no row and for an id that is no UUID (without asking the backend)', async () => {
    expect(await loadPost(contextAnswering(200, []), id)).toEqual({ status: 'not-found' });
    expect(await loadPost(contextAnswering(500, { message: 'must not be called' }), '../etc')).toEqual({
      status: 'not-found',
    });
  });

  it('reports and logs a backend failure, and keeps the render from the page cache', async () => {
    const logged: unknown[] = [];
    let uncacheable = 0;
    const context = contextAnswering(500, { code: 'XX000', message: 'boom' }, logged, () => uncacheable++);
    expect(await loadPost(context, id)).toEqual({ status: 'failed' });
    expect(logged).toHaveLength(1);
    expect(uncacheable).toBe(1);
  });

  it('leaves a found post cacheable', async () => {
    let uncacheable = 0;
    await loadPost(
      contextAnswering(200, [row], [], () => uncacheable++),
      id,
    );
    expect(uncacheable).toBe(0);
  });
});
