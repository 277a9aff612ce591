import { Menu, X } from '../icons/chrome.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useChrome } from '../../content/chrome-lang.ts';

export const mobileMenuId = 'mobile-menu';

/** The panel's code (with the session it shows) loads when the button is first pressed or focused, not with every visit. */
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The small-screen menu: a disclosure button (aria-expanded) and a panel under the header with
 * the same items as the desktop header. It closes on navigation, on Escape (focus returns to the
 * button) and on a tap or click outside the header.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { chromeText } = useChrome();
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link in the panel, back/forward) closes the menu.
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const header = buttonRef.current?.closest('header');
      if (header && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={mobileMenuId}
        aria-label={chromeText.mobileToggle}
        onClick={() => setOpen((value) => !value)}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon aria-hidden="true" className="size-6" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={mobileMenuId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
