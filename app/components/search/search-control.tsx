import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { localPath } from '../../lib/local-path.ts';
import { useChrome } from '../../content/chrome-lang.ts';
import { useLang } from '../../lib/lang.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { languageTag } from '#rules/languages.ts';
import { SearchIcon } from '../icons/chrome.tsx';
import { isSearchShortcut, searchControlGone, searchControlReady } from './shortcut.ts';

type DialogProps = { onClose: () => void };

/**
 * The dialog's code (box, results, keyboard) loads at the first use, not with the page (ADR 025),
 * with its words in the page's language only (search-copy.ts or search-copy.hi.ts, ADR 043).
 */
const loadDialog: () => Promise<ComponentType<DialogProps>> = loadOnce(() =>
  Promise.all([
    import('./search-dialog.tsx'),
    document.documentElement.lang === languageTag.hi ? import('./search-copy.hi.ts') : import('./search-copy.ts'),
  ]).then(([{ SearchDialog }, { searchDialogCopy }]) => {
    const searchPage = document.documentElement.lang === languageTag.hi ? '/hi/search' : '/search';
    return function LocalSearchDialog(props: DialogProps) {
      return <SearchDialog {...props} copy={searchDialogCopy} searchPage={searchPage} />;
    };
  }),
);

const control =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The header's "Search" control. In the server's HTML (and without JavaScript) it is a link to
 * /search; once its code has loaded it is a button that opens the search dialog, as Ctrl+K (or
 * Cmd+K) does anywhere on the page. Closing the dialog returns focus to the button.
 */
export function SearchControl() {
  const [browser] = useState(() => typeof document !== 'undefined');
  const { chromeText } = useChrome();
  const searchPage = localPath('/search', useLang());
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const openDialog = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => window.location.assign(searchPage),
    );
  }, [searchPage]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    // Ctrl+K pressed before this code had loaded (shortcut.ts).
    if (searchControlReady()) openDialog();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      searchControlGone();
    };
  }, [openDialog]);

  const label = (
    <>
      <SearchIcon aria-hidden="true" className="size-5" />
      <span className="max-sm:sr-only">{chromeText.search}</span>
    </>
  );
  if (!browser)
    return (
      // A press before the code has loaded opens the dialog once it has (deferred holds it).
      <a href={searchPage} className={control} data-deferred-press="">
        {label}
      </a>
    );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openDialog}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        className={control}
      >
        {label}
      </button>
      {open && Dialog ? (
        <Dialog
          onClose={() => {
            setOpen(false);
            const target = returnFocus.current?.isConnected ? returnFocus.current : buttonRef.current;
            target?.focus();
          }}
        />
      ) : null}
    </>
  );
}
