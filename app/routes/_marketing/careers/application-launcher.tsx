import { lazy, Suspense, useEffect, useState } from 'react';

/** The dialog's code (the form, its checks and fields) loads at the first Apply press (ADR 025). */
const ApplicationDialog = lazy(() =>
  import('#app/features/contact/application-form.tsx').then((m) =>
    m.wordsReady.then(() => ({ default: m.ApplicationDialog })),
  ),
);

/** The attribute Apply Now (the opening's title) and Send Open Application (empty) carry. */
export const applyAttribute = 'data-apply-opening';

/**
 * Opens the application dialog from the careers page's Apply Now and Send Open Application
 * links (static HTML: app/lib/static-html.tsx). Until this code has loaded, those links open an
 * email to the careers team, as before; afterwards a press opens the form instead (ADR 029).
 */
export function ApplicationLauncher() {
  // undefined: closed; null: an open application; a string: that opening.
  const [opening, setOpening] = useState<string | null | undefined>(undefined);
  // Mounted from the first press on, so the form keeps what was typed between openings.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target.closest(`[${applyAttribute}]`) : null;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setUsed(true);
      setOpening(target.getAttribute(applyAttribute) || null);
    };
    document.addEventListener('click', onClick, true);
    document.documentElement.dataset.applicationsReady = '';
    return () => {
      document.removeEventListener('click', onClick, true);
      delete document.documentElement.dataset.applicationsReady;
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ApplicationDialog opening={opening} onClose={() => setOpening(undefined)} />
    </Suspense>
  );
}
