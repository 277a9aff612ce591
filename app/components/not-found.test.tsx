import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, Outlet, StaticRouterProvider } from 'react-router';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { SiteErrorBoundary } from './error-boundary.tsx';
import { errorCopy, errorCopyHi } from './error-copy.ts';
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

/** The root error boundary when `path`'s loader fails with `status` (a thrown Response-like error). */
async function failing(path: string, status: number): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      ErrorBoundary: SiteErrorBoundary,
      children: [
        {
          path: '*',
          loader: () => {
            throw data('refused', { status });
          },
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  expect(context.statusCode).toBe(status);
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe('the error boundary for anything but a 404', () => {
  it('apologises in Hindi under /hi (server and request errors), its home link /hi', async () => {
    const server = await failing('/hi/blog', 503);
    expect(server).toContain(`>${errorCopyHi.heading}</h1>`);
    expect(server).toContain(errorCopyHi.serverError);
    expect(server).toContain(
      `<a href="/hi" class="mt-8 inline-block font-medium text-brand-700 underline">${errorCopyHi.homeLink}</a>`,
    );
    expect(server).not.toMatch(/Something went wrong|unexpected error/);
    expect(await failing('/hi/contact', 400)).toContain(errorCopyHi.requestError);
  });

  it('stays English word for word elsewhere', async () => {
    const server = await failing('/blog', 503);
    expect(server).toContain('>Something went wrong</h1>');
    expect(server).toContain('An unexpected error occurred. Please try again in a moment.');
    expect(server).toContain(
      '<a href="/" class="mt-8 inline-block font-medium text-brand-700 underline">Return to Home</a>',
    );
    expect(await failing('/contact', 400)).toContain('This request could not be completed.');
    expect(errorCopy.homeLink).toBe('Return to Home');
  });

  it('has every English key in Hindi and no English left', () => {
    expect(shapeOf(errorCopyHi)).toEqual(shapeOf(errorCopy));
    expect(hindiCopyProblems(errorCopyHi)).toEqual([]);
  });
});
