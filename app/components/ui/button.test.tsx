import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localPath } from '../../lib/local-path.ts';
import { Button, ButtonLink } from './button.tsx';

const at = (path: string, element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe('ButtonLink', () => {
  it.each(['/login', '/hi/login'])('on %s is the markup of a button-styled Link to the localized path', (page) => {
    const lang = page.startsWith('/hi') ? 'hi' : 'en';
    expect(
      at(
        page,
        <ButtonLink to="/profile#your-data" variant="outline" size="lg" className="w-full" data-x="">
          Profile
        </ButtonLink>,
      ),
    ).toBe(
      at(
        page,
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={localPath('/profile#your-data', lang)} data-x="">
            Profile
          </Link>
        </Button>,
      ),
    );
  });

  it('goes to the Hindi page on a Hindi page, and leaves an English-only path as it is', () => {
    expect(at('/hi/login', <ButtonLink to="/contact">Contact</ButtonLink>)).toContain('href="/hi/contact"');
    expect(at('/hi/login', <ButtonLink to="/admin">Staff</ButtonLink>)).toContain('href="/admin"');
    expect(at('/login', <ButtonLink to="/contact">Contact</ButtonLink>)).toContain('href="/contact"');
  });
});
