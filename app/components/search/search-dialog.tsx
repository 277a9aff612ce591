import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchQueryMaxLength, type SearchResult } from '#rules/site-search.ts';
import type { SearchDialogCopy } from './search-copy.ts';
import { fetchSiteSearch, searchPageHref } from '../../lib/search-api.ts';
import { SearchIcon, X } from '../icons/chrome.tsx';
import { Snippet } from './snippet.tsx';
import { markHydrated } from '#app/lib/hydrated-form.ts';

/** How long typing must pause before the box searches. */
export const searchDebounceMs = 150;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; q: string; corrected: string | null; results: readonly SearchResult[] }
  | { status: 'error'; message: string };

/**
 * The search dialog (a modal <dialog>): a search box whose results appear as you type, a list
 * the arrow keys move through (the box keeps focus; aria-activedescendant names the active
 * result), Enter to open the active result or, with none active, the full /search page, and
 * Escape to close (the opener returns focus).
 */
export function SearchDialog({
  onClose,
  copy,
  searchPage = '/search',
}: {
  onClose: () => void;
  /** The words in the page's language (search-copy.ts or search-copy.hi.ts, loaded with this). */
  copy: SearchDialogCopy;
  /** The search page in the page's language. */
  searchPage?: string;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    inputRef.current?.focus();
    const onDialogClose = () => closeRef.current();
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, []);

  const failed = copy.failed;
  useEffect(() => {
    const text = q.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSiteSearch(text, controller.signal).then(
        (response) => setState({ status: 'done', ...response }),
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', message: err instanceof Error ? err.message : failed });
        },
      );
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, failed]);

  const results = state.status === 'done' ? state.results : [];
  const close = () => dialogRef.current?.close();
  const open = (href: string) => {
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search input's own Escape would only clear its text: Escape always closes the dialog.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = results[active];
    open(chosen ? chosen.href : pageHref(q.trim()));
  };

  // The search page in the page's language, with the query.
  const pageHref = (query: string) => `${searchPage}${searchPageHref(query).slice('/search'.length)}`;
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const status =
    state.status === 'loading'
      ? copy.searching
      : state.status === 'error'
        ? state.message
        : state.status === 'done'
          ? state.results.length === 0
            ? copy.noResults
            : copy.found(state.results.length, state.corrected)
          : '';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {copy.title}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={copy.close}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <form ref={markHydrated} role="search" action={searchPage} method="get" onSubmit={onSubmit} className="px-4 pt-4">
        <label htmlFor={`${id}-input`} className="sr-only">
          {copy.label}
        </label>
        <div className="flex items-center gap-2 rounded-md border border-slate-300 px-3 focus-within:outline-2 focus-within:outline-brand-600">
          <SearchIcon aria-hidden="true" className="size-5 text-slate-500" />
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            maxLength={searchQueryMaxLength}
            placeholder={copy.placeholder}
            value={q}
            onChange={(event) => {
              const value = event.target.value;
              setQ(value);
              setActive(-1);
              setState(value.trim() ? { status: 'loading' } : { status: 'idle' });
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full bg-transparent text-base outline-none"
          />
        </div>
      </form>
      <p role="status" className="min-h-5 px-4 pt-2 text-sm text-slate-600">
        {status}
      </p>
      <ul id={listId} role="listbox" aria-label={copy.results} className="max-h-[55vh] overflow-y-auto px-2 py-2">
        {results.map((result, i) => (
          <li
            key={result.href}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => open(result.href)}
            onMouseMove={() => setActive(i)}
            className={`cursor-pointer rounded-md px-3 py-2 ${i === active ? 'bg-brand-50 ring-1 ring-brand-600' : ''}`}
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-brand-800">{result.title}</span>
              <span className="shrink-0 text-xs font-medium tracking-wide text-slate-600 uppercase">
                {copy.kinds[result.kind]}
              </span>
            </span>
            <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">
              <Snippet parts={result.snippet} />
            </span>
          </li>
        ))}
      </ul>
      {q.trim() ? (
        <div className="border-t border-slate-200 px-4 py-3 text-sm">
          <a
            href={pageHref(q.trim())}
            onClick={(event) => {
              event.preventDefault();
              open(pageHref(q.trim()));
            }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {copy.seeAll}
          </a>
        </div>
      ) : null}
    </dialog>
  );
}
