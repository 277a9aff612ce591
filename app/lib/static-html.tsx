import {
  createContext,
  lazy,
  memo,
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FunctionComponent,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { clientNavigationPath } from './static-links.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Static sections: parts of a page that are HTML only (no state, no handlers), rendered on the
 * server (and so in the prerendered pages) but never hydrated, so their code is not part of the
 * JavaScript a page needs to start (ADR 010).
 *
 * - On the server, `<StaticHtml content={X} />` renders `<div class="contents" data-static>` with
 *   X inside. `display: contents` keeps the wrapper out of the layout.
 * - In the browser, an instance rendered while the page hydrates renders the same div with
 *   `dangerouslySetInnerHTML`: React does not hydrate (or remove) what is inside such an element,
 *   so the server's DOM stays as it is and X's code is never loaded. The instance keeps that mode
 *   for as long as it is mounted.
 * - An instance mounted later (a client-side navigation to the page) renders X. X comes from
 *   `staticContent(() => import(...), 'X')`, a `React.lazy` component in its own chunk: React
 *   Router's navigation is a transition, so the old page stays until the chunk has arrived.
 * - Links inside are plain `<a>` elements in the kept HTML: a click on one that React Router
 *   rendered (a `<Link>`) navigates client-side, as the `<Link>` would have (static-links.ts).
 *
 * Only put components here that need nothing from the browser: their HTML is what the server
 * rendered, and it never changes (`enhance` covers the visitor's locale and today's date).
 *
 * `deferred` (below) is the same for interactive parts whose code can wait: the server's HTML is
 * kept until the code has loaded, then React renders the component in its place.
 */

/** False until the first commit (the hydration) has finished. */
let hydrationCommitted = false;

/** The HTML the server rendered into the wrapper, kept as the element's inner HTML. */
type KeptHtml = { __html: string };

function serverHtml(id: string): KeptHtml {
  // If React ever renders this element afresh (a hydration error elsewhere makes it render the
  // whole page on the client), it sets this HTML: the section keeps its content either way.
  const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`);
  return { __html: element?.innerHTML ?? '' };
}

/**
 * The kept server HTML for an element rendered with `data-static={id}`, when this instance is
 * being hydrated; null when it renders afresh (the server, or a later client-side render).
 */
function useKeptHtml(id: string): KeptHtml | null {
  const [kept] = useState<KeptHtml | null>(() =>
    import.meta.env.SSR || typeof document === 'undefined' || hydrationCommitted ? null : serverHtml(id),
  );
  useEffect(() => {
    hydrationCommitted = true;
  }, []);
  return kept;
}

/** Client-side navigation for clicks on React Router's links inside kept HTML. */
function useLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const path = clientNavigationPath(event, window.location.origin, event.currentTarget);
    if (path === null) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // As <Link> does: a link to the current URL replaces the history entry.
    void navigate(path, { replace: path === here });
  };
}

/**
 * A lazy component for an export of a module that holds static content. Several sections may
 * come from one module: it is one chunk, loaded once.
 */
export function staticContent<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

export function StaticHtml({
  content: Content,
  enhance,
  onClick,
}: {
  content: ComponentType;
  /**
   * Runs once on the kept server HTML after hydration, for the little that depends on the
   * browser (the visitor's locale and today's date: local-date.tsx's `localizeDates`).
   */
  enhance?: (root: HTMLElement) => void;
  /** Clicks inside (kept HTML or rendered), before the links' client-side navigation. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const kept = useKeptHtml(id);
  const linkClicks = useLinkClicks();
  useEffect(() => {
    if (kept && ref.current) enhance?.(ref.current);
    // Once, for the kept HTML: content rendered by React does this itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const click = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    linkClicks(event);
  };

  if (kept) {
    return (
      // Clicks are delegated from the links inside, which are focusable and handle keys natively.
      <div
        ref={ref}
        className="contents"
        data-static={id}
        onClick={click}
        dangerouslySetInnerHTML={kept}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className="contents" data-static={id} onClick={click}>
      <Content />
    </div>
  );
}

// ---- deferred islands ---------------------------------------------------------------------------

/** What the visitor did in the kept HTML before the code arrived, carried over to React's DOM. */
type Carried = {
  /** Values of named fields (inputs, text areas, selects). */
  values: Map<string, string>;
  /** Index of the focused element among the focusable ones, and its text selection. */
  focus: number;
  selection: [number, number] | null;
};

const focusable = 'a[href], button, input, select, textarea, [tabindex]';
/**
 * What a press in the kept HTML is held for and replayed on (by index): buttons, and links marked
 * `data-deferred-press` that React's render turns into buttons (the header's Search).
 */
const pressable = 'button, [data-deferred-press]';
const fields = 'input[name], select[name], textarea[name]';
/** Keys held on the kept HTML and replayed on React's (a tab list's or menu's navigation). */
const replayedKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** The events that end a press held across the swap (see `deferred`). */
const releaseEvents = ['pointerup', 'pointercancel', 'keyup'] as const;

/** A text field's selection, to put back on its replacement; null for other elements. */
function selectionOf(element: Element | null): [number, number] | null {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? [element.selectionStart ?? 0, element.selectionEnd ?? 0]
    : null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a field's value so that React, if it controls the field, sees the change (its change event). */
function setFieldValue(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function indexIn(root: Element, selector: string, element: Element | null): number {
  return element ? Array.prototype.indexOf.call(root.querySelectorAll(selector), element) : -1;
}

/** Field values the visitor typed into a deferred island before its code arrived. */
const CarriedValues = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * A deferred form's starting values: `initial`, with what the visitor typed into the server's
 * HTML before the form's code arrived (`deferred`), so nothing typed is lost.
 */
export function useCarriedValues<K extends string>(initial: Record<K, string>): Record<K, string> {
  const carried = useContext(CarriedValues);
  if (!carried) return initial;
  const values = { ...initial };
  for (const key of Object.keys(initial) as K[]) {
    const value = carried.get(key);
    if (value !== undefined) values[key] = value;
  }
  return values;
}

/**
 * A hydrated part of the page whose code is not needed to start it. The server renders it; the
 * browser keeps that HTML as it is (like `StaticHtml`) and loads the code when the browser is
 * idle after the page has loaded, or at once when the visitor focuses, touches, clicks or types
 * in it; then React renders the component in its place. The component must render what the
 * server rendered (its first state), so nothing visibly changes.
 *
 * What the visitor did meanwhile carries over: the values of named fields (the form reads them
 * with `useCarriedValues`), the focus and text selection, a button click and an arrow, Home or
 * End key (replayed) and a form
 * submission (prevented, then replayed): a form never submits natively and nothing typed is lost.
 * A press begun on the kept HTML and released after React's DOM replaced it (the browser then
 * clicks neither button) clicks the new button at its release, and a value a script sets on a
 * kept field after the swap (a bot filling the honeypot) reaches React's field before a
 * submission is handled (tests/e2e/contact-forms.spec.ts).
 *
 * Rendered afresh (a client-side render after hydration), it renders the component at once
 * (lazily: the navigation waits for the code, as for `StaticHtml`).
 */
export function deferred(
  load: () => Promise<ComponentType>,
  options: {
    /**
     * 'idle' (the default): the code loads when the browser is idle after the page has loaded,
     * or at the first interaction. 'interaction': only at the first focus, touch, click or key in
     * it, for parts a visit mostly never uses (a form further down the page), so their code is
     * not among the scripts of every visit's first seconds.
     */
    when?: 'idle' | 'interaction';
    /**
     * Another way to start loading the code (with 'interaction'): called once after hydration
     * with `start` and the element holding the kept HTML, returns its cleanup (the search
     * control's Ctrl+K anywhere on the page; the webinar cards' check of today's date, which
     * also freshens the kept HTML).
     */
    startOn?: (start: () => void, kept: HTMLElement) => () => void;
  } = {},
): ComponentType {
  const onIdle = (options.when ?? 'idle') === 'idle';
  const Lazy = lazy(async () => ({ default: await load() }));

  function Deferred() {
    const id = useId();
    const kept = useKeptHtml(id);
    const root = useRef<HTMLDivElement>(null);
    // The component once its code is here, with what the visitor did before (null when the
    // kept HTML had gone when it arrived).
    const [loaded, setLoaded] = useState<{ Component: ComponentType; carried: Carried | null } | null>(null);
    // Index of a button pressed, or of a form submitted, in the kept HTML before the code arrived;
    // and of a button held down (pointer or space bar) whose click has not come yet.
    // And a navigation key pressed on a focusable element (by index), replayed on its replacement.
    const pending = useRef({ click: -1, submit: -1, pressing: -1, key: null as { index: number; key: string } | null });
    const keptElement = useRef<HTMLElement | null>(null);
    // The kept fields' values when React's DOM replaced them (see `lateValues`).
    const swapped = useRef<ReadonlyMap<string, string>>(new Map());
    // The element focused in the kept HTML: null once focus has left it, undefined before any
    // focus event was seen here (focused before hydration: the snapshot's focus stands).
    const focused = useRef<Element | null | undefined>(undefined);
    const started = useRef<() => void>(() => {});
    const linkClicks = useLinkClicks();

    useEffect(() => {
      if (!kept) return;
      let cancelled = false;
      let once = false;
      const start = () => {
        if (once) return;
        once = true;
        load().then(
          (component) => {
            if (cancelled) return;
            const element = root.current;
            let carried: Carried | null = null;
            if (element) {
              const values = new Map<string, string>();
              for (const field of element.querySelectorAll<Field>(fields)) values.set(field.name, field.value);
              const active = document.activeElement;
              const focus = active && element.contains(active) ? indexIn(element, focusable, active) : -1;
              const selection = selectionOf(active);
              keptElement.current = element;
              carried = { values, focus, selection };
            }
            // A transition: React renders the component in slices, not in one long task.
            startTransition(() => setLoaded({ Component: component, carried }));
          },
          (err: unknown) => {
            once = false;
            console.warn('Could not load part of the page:', err);
            // A held press on a link (`data-deferred-press`) follows the link instead.
            const held = root.current?.querySelectorAll(pressable)[pending.current.click];
            if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
          },
        );
      };
      started.current = start;
      const stopIdle = onIdle ? whenIdle(start) : () => {};
      const keptRoot = root.current;
      const stopOther = keptRoot && options.startOn ? options.startOn(start, keptRoot) : () => {};
      return () => {
        cancelled = true;
        stopIdle();
        stopOther();
      };
      // Once per instance.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // Puts what the visitor did in the kept HTML into React's DOM, before the browser paints it.
    useLayoutEffect(() => {
      const element = root.current;
      const carried = loaded?.carried;
      if (!carried || !element) return;
      // The values as they are now in the kept (now detached) HTML: the visitor may have typed
      // while React rendered. Controlled fields started from `carried` (useCarriedValues); this
      // catches them up and fills uncontrolled ones (the honeypot).
      const latest = new Map(carried.values);
      for (const field of keptElement.current?.querySelectorAll<Field>(fields) ?? [])
        latest.set(field.name, field.value);
      for (const field of element.querySelectorAll<Field>(fields)) {
        const value = latest.get(field.name);
        if (value !== undefined && field.value !== value) setFieldValue(field, value);
      }
      swapped.current = latest;
      // The focus as it was when React's DOM replaced the kept HTML, not at the snapshot: the
      // visitor may have moved on to the next field while React rendered.
      const was = focused.current;
      const keptRoot = keptElement.current;
      const focusIndex = was === undefined ? carried.focus : was && keptRoot ? indexIn(keptRoot, focusable, was) : -1;
      const selection = was === undefined ? carried.selection : selectionOf(was);
      const target = element.querySelectorAll<HTMLElement>(focusable)[focusIndex];
      target?.focus({ preventScroll: true });
      if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
        try {
          target.setSelectionRange(...selection);
        } catch {
          // Input types without a selection (email) keep the caret where focus put it.
        }
      }
      // The latest press and submission, not those of the snapshot: one may have come while React
      // rendered the component (the kept HTML held it, and nothing else would replay it).
      const { click, submit, pressing } = pending.current;
      const buttons = element.querySelectorAll<HTMLElement>(pressable);
      buttons[click]?.click();
      // An arrow, Home or End key pressed on the kept HTML (a tab list's next tab): React's
      // handler of the new element gets it as the browser would have sent it.
      const key = pending.current.key;
      pending.current.key = null;
      if (key) {
        const keyed = element.querySelectorAll<HTMLElement>(focusable)[key.index];
        keyed?.dispatchEvent(
          new globalThis.KeyboardEvent('keydown', { key: key.key, bubbles: true, cancelable: true }),
        );
      }
      element.querySelectorAll('form')[submit]?.requestSubmit();
      // A press that began on the kept HTML and ends on React's: the browser sends its click to
      // neither button (the element pressed has gone), so the release clicks the new one.
      // A tap's click is aimed where the finger lifts, so it may reach the new button itself:
      // then it is not clicked again.
      const held = click < 0 ? buttons[pressing] : undefined;
      if (!held) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const clicked = (event: Event) => {
        if (!(event.target instanceof Node) || !held.contains(event.target)) return;
        clearTimeout(timer);
        document.removeEventListener('click', clicked, true);
      };
      const release = (event: Event) => {
        if (event.type === 'keyup' && (event as globalThis.KeyboardEvent).key !== ' ') return;
        for (const type of releaseEvents) document.removeEventListener(type, release, true);
        if (event.type === 'pointercancel' || !(event.target instanceof Node) || !held.contains(event.target)) return;
        document.addEventListener('click', clicked, true);
        timer = setTimeout(() => {
          document.removeEventListener('click', clicked, true);
          held.click();
        }, 100);
      };
      for (const type of releaseEvents) document.addEventListener(type, release, true);
      return () => {
        for (const type of releaseEvents) document.removeEventListener(type, release, true);
        document.removeEventListener('click', clicked, true);
        clearTimeout(timer);
      };
    }, [loaded]);

    if (import.meta.env.SSR || !kept) {
      // Rendered afresh: on the server, or in the browser after hydration (a client-side
      // navigation), where React Router's transition keeps the old page until the code is here.
      return (
        <div className="contents" data-static={id}>
          <Lazy />
        </div>
      );
    }
    if (!loaded) {
      const start = () => started.current();
      const buttonIndex = (event: SyntheticEvent<HTMLDivElement>) => {
        const button = event.target instanceof Element ? event.target.closest(pressable) : null;
        return button && event.currentTarget.contains(button) ? indexIn(event.currentTarget, pressable, button) : -1;
      };
      const onPointerDown = (event: SyntheticEvent<HTMLDivElement>) => {
        start();
        pending.current.pressing = buttonIndex(event);
      };
      const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        start();
        if (event.key === ' ') pending.current.pressing = buttonIndex(event);
        if (replayedKeys.has(event.key) && event.target instanceof Element) {
          const index = indexIn(event.currentTarget, focusable, event.target);
          if (index >= 0) {
            event.preventDefault();
            pending.current.key = { index, key: event.key };
          }
        }
      };
      const onClick = (event: MouseEvent<HTMLDivElement>) => {
        start();
        // A link opened in a new tab or window is not held.
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        const index =
          modified && event.target instanceof Element && event.target.closest('a') ? -1 : buttonIndex(event);
        pending.current.pressing = -1;
        if (index >= 0) {
          event.preventDefault();
          pending.current.click = index;
          return;
        }
        linkClicks(event);
      };
      const onSubmit = (event: SyntheticEvent<HTMLDivElement>) => {
        event.preventDefault();
        start();
        pending.current.submit = indexIn(event.currentTarget, 'form', event.target as Element);
      };
      return (
        <div
          key="kept"
          ref={root}
          className="contents"
          data-static={id}
          onFocus={(event) => {
            start();
            focused.current = event.target;
          }}
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
              focused.current = null;
          }}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          onInput={start}
          onClick={onClick}
          onSubmit={onSubmit}
          dangerouslySetInnerHTML={kept}
          suppressHydrationWarning
        />
      );
    }
    // A script may still hold a kept field and set its value after the swap (a form-filling bot
    // setting the honeypot): such a value reaches React's field before a submission is handled.
    const lateValues = () => {
      const element = root.current;
      if (!element) return;
      for (const field of keptElement.current?.querySelectorAll<Field>(fields) ?? []) {
        if (field.value === swapped.current.get(field.name)) continue;
        const live = element.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`);
        if (live && live.value !== field.value) setFieldValue(live, field.value);
      }
      swapped.current = new Map(
        Array.from(keptElement.current?.querySelectorAll<Field>(fields) ?? [], (field) => [field.name, field.value]),
      );
    };
    return (
      <div key="live" ref={root} className="contents" data-static={id} onSubmitCapture={lateValues}>
        <CarriedValues.Provider value={loaded.carried?.values ?? null}>
          <loaded.Component />
        </CarriedValues.Provider>
      </div>
    );
  }
  return Deferred;
}

/**
 * Wraps the component of a route that takes nothing from its props (no params, loader data or
 * matches), so it renders again only when its own state or a context it reads changes, not
 * whenever React Router re-renders the route tree. React Router does that several times right
 * after hydration (initialising the router, then each batch of lazily discovered routes for the
 * links on the page), and without this every one of those repaints the whole page in React:
 * long tasks while the page starts (Total Blocking Time, ADR 010).
 */
export function staticRoute(Component: FunctionComponent): FunctionComponent {
  const Static = memo(Component, () => true);
  Static.displayName = Component.name;
  return Static as unknown as FunctionComponent;
}
