import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, Outlet, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteErrorBoundary } from './error-boundary.tsx';
import { notFoundCopy, notFoundCopyHi } from './not-found-copy.ts';
import { NotFound } from './not-found.tsx';

/** The 404 as the catch-all route renders it at `path`. */
function fromRoute(path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <NotFound />
    </MemoryRouter>,
  );
}

/** The 404 as the root error boundary renders it when nothing matches `path` (server rendering). */
async function fromBoundary(path: string): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      ErrorBoundary: SiteErrorBoundary,
      children: [{ path: 'about', Component: () => null }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  expect(context.statusCode).toBe(404);
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const expectCopy = (html: string, copy: typeof notFoundCopyHi, home: string) => {
  expect(html).toContain(`<h1 class="mt-4 text-2xl font-semibold text-slate-900">${copy.heading}</h1>`);
  expect(html).toContain(copy.text);
  expect(html).toContain(`href="${home}"`);
  expect(html).toContain(`>${copy.homeLink}</a>`);
};

describe('the 404 page', () => {
  it('is Hindi under /hi from the catch-all route, its home link /hi', () => {
    expectCopy(fromRoute('/hi/unknown-page'), notFoundCopyHi, '/hi');
  });

  it('is Hindi under /hi from the root error boundary too', async () => {
    expectCopy(await fromBoundary('/hi/unknown-page'), notFoundCopyHi, '/hi');
  });

  it('stays English word for word elsewhere, from the route and from the boundary', async () => {
    expect(notFoundCopy.heading).toBe('Oops! Page not found');
    expect(notFoundCopy.text).toBe('The page you are looking for does not exist or has moved.');
    expect(notFoundCopy.homeLink).toBe('Return to Home');
    expectCopy(fromRoute('/unknown-page'), notFoundCopy, '/');
    expectCopy(await fromBoundary('/unknown-page'), notFoundCopy, '/');
    expect(fromRoute('/history/unknown')).not.toContain(notFoundCopyHi.heading);
  });
});
