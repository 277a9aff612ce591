import { Link, NavLink } from 'react-router';
import { localPath } from '../../lib/local-path.ts';
import { useChrome } from '../../content/chrome-lang.ts';
import { useLang } from '../../lib/lang.ts';
import { signOut, useSession } from '../../lib/session.ts';
import { outlineButton, primaryButton } from './styles.ts';

const row =
  'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700';

/** The open mobile menu: the header's links, then the account items for the session state. */
export function MobileMenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const session = useSession();
  const lang = useLang();
  const { authLinks, chromeText, headerLinks } = useChrome();
  const to = (href: string) => localPath(href, lang);
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
    >
      <nav aria-label={chromeText.mainNav}>
        <ul>
          {headerLinks.map((link) => (
            <li key={link.href}>
              <NavLink to={to(link.href)} end={link.href === '/'} className={row}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={to('/search')} className={row}>
              {chromeText.search}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="mt-3 border-t border-slate-200 pt-4">
        {session.status === 'signed-in' ? (
          <>
            <p className="px-3 text-sm text-slate-600">
              {chromeText.signedInAs}{' '}
              <span className="block truncate font-medium text-slate-900">{session.user.email}</span>
            </p>
            <Link to={to(authLinks.profile.href)} className={`${row} mt-2`}>
              {authLinks.profile.label}
            </Link>
            {session.user.role ? (
              <Link to={authLinks.admin.href} className={row}>
                {authLinks.admin.label}
              </Link>
            ) : null}
            <button
              type="button"
              className={`${row} w-full text-left`}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              {chromeText.signOut}
            </button>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Link to={to(authLinks.login.href)} className={outlineButton}>
              {authLinks.login.label}
            </Link>
            <Link to={to(authLinks.signup.href)} className={primaryButton}>
              {authLinks.signup.label}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
