import { createContext, lazy, memo, startTransition, useContext, useEffect, useId, useLayoutEffect } from 'react';
import { useRef, useState, type ComponentType, type FunctionComponent, type MouseEvent as Click } from 'react';
import { useNavigate } from 'react-router';
import { clientNavigationPath } from './static-links.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Partial hydration and input replay in one place, public React and DOM APIs only (ADR 045).
 * `StaticHtml` keeps a section's server HTML through hydration and never loads its code (a later
 * client-side render renders the lazy `staticContent`); `deferred` keeps an interactive island's
 * until its code is here, then replays what the visitor did; `staticRoute` skips React Router's
 * re-renders after hydration. Links in kept HTML navigate client-side as `<Link>` would.
 */

/** False until the first commit (the hydration) has finished. */
let hydrationCommitted = false;

/** The server's HTML of the element `data-static={id}` while hydrating; null when rendering afresh. */
function useKeptHtml(id: string): { __html: string } | null {
  const [kept] = useState(() =>
    import.meta.env.SSR || typeof document === 'undefined' || hydrationCommitted
      ? null
      : // If React renders it afresh after all (a hydration error elsewhere), it sets the same HTML.
        { __html: document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? '' },
  );
  useEffect(() => void (hydrationCommitted = true), []);
  return kept;
}

/** The props that keep the server's HTML of an element (React leaves such an element's content alone). */
const keep = (html: { __html: string }) => ({ dangerouslySetInnerHTML: html, suppressHydrationWarning: true });

/** Clicks on React Router's links inside kept HTML navigate client-side, as `<Link>` does. */
function useLinkClicks() {
  const navigate = useNavigate();
  return (event: Parameters<typeof clientNavigationPath>[0] & { preventDefault(): void }, within: Element) => {
    const path = clientNavigationPath(event, window.location.origin, within);
    if (path === null) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(path, { replace: path === here });
  };
}

/**
 * A form island that loads at first use (`deferred`, on interaction): export `name` of a module
 * that also exports `wordsReady`, its words in the page's language (ADR 043), awaited first.
 */
export function deferredForm<M extends { wordsReady: Promise<unknown> } & Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return deferred(() => load().then((m) => m.wordsReady.then(() => m[name])), { when: 'interaction' });
}

/** A lazy component for an export of a module of static sections (one chunk, loaded once). */
export function staticContent<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

/**
 * A static section. `enhance` runs once on kept HTML after hydration, for the little that depends
 * on the browser (local dates); `onClick` sees clicks inside before the links' navigation.
 */
type StaticProps = {
  content: ComponentType;
  enhance?: (root: HTMLElement) => void;
  onClick?: (e: Click<HTMLElement>) => void;
};
export function StaticHtml({ content: Content, enhance, onClick }: StaticProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const kept = useKeptHtml(id);
  const linkClicks = useLinkClicks();
  useEffect(() => {
    if (kept && ref.current) enhance?.(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const click = (event: Click<HTMLElement>) => {
    onClick?.(event);
    linkClicks(event, event.currentTarget);
  };
  return (
    <div ref={ref} className="contents" data-static={id} onClick={click} {...(kept && keep(kept))}>
      {kept ? undefined : <Content />}
    </div>
  );
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const fields = 'input[name], select[name], textarea[name]';
/** Presses held and replayed: buttons, and links React's render turns into buttons (Search). */
const pressable = 'button, [data-deferred-press]';
/** Keys held and replayed (a tab list's or menu's navigation). */
const replayedKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Where an element is found again in React's render: its index among the island's elements of
 * its kind (script-added text, such as webinar registration counts, leaves those places alone).
 */
const among: Record<string, string> = {
  click: pressable,
  keydown: 'a[href], button, input, select, textarea, [tabindex]',
  submit: 'form',
};
const indexIn = (root: Element, type: string, element: Element | null | undefined) =>
  element ? Array.prototype.indexOf.call(root.querySelectorAll(among[type]!), element) : -1;
const valuesOf = (root: Element | null) =>
  new Map(Array.from(root?.querySelectorAll<Field>(fields) ?? [], (field) => [field.name, field.value]));

/** Sets a field's value so that React, if it controls the field, sees the change. */
function setFieldValue(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const CarriedValues = createContext<ReadonlyMap<string, string> | null>(null);

/** A deferred form's starting values: `initial` with what was typed into the kept HTML. */
export function useCarriedValues<K extends string>(initial: Record<K, string>): Record<K, string> {
  const carried = useContext(CarriedValues);
  const values = { ...initial };
  for (const key of Object.keys(initial) as K[]) values[key] = carried?.get(key) ?? initial[key];
  return values;
}

/** An interaction held on the kept HTML: replayed on React's element at the same place. */
type Held = { type: string; at: number; key?: string };
type Kept = HTMLElement | null;

/**
 * An island whose code can wait. Its server HTML is kept until the code has loaded (when idle,
 * `when: 'idle'`; at the first focus, press, key or input in it; or when `startOn`, called after
 * hydration, starts it); then React renders the component (it must render the server's HTML) in
 * its place and replays what the visitor did: held presses, submissions (never native) and
 * navigation keys are dispatched again on the element at the same place; values typed
 * (`useCarriedValues`) and focus follow; a press begun before the swap clicks at its release; a
 * value a script sets on a kept field after the swap (a bot, the honeypot) reaches React's.
 */
export function deferred(
  load: () => Promise<ComponentType>,
  options: { when?: 'idle' | 'interaction'; startOn?: (start: () => void, kept: HTMLElement) => () => void } = {},
): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));

  function Deferred() {
    const id = useId();
    const kept = useKeptHtml(id);
    const root = useRef<HTMLDivElement>(null);
    const [loaded, setLoaded] = useState<{ Component: ComponentType; values: Map<string, string> } | null>(null);
    // What was held, the element pressed and the one focused; the kept root and its values at the swap.
    const state = useRef({ held: [] as Held[], pressing: -1, focused: null as Element | null, kept: null as Kept });
    const swapped = useRef(new Map<string, string>());
    const linkClicks = useLinkClicks();

    useEffect(() => {
      const element = root.current;
      if (!kept || !element) return;
      const s = state.current;
      let cancelled = false;
      let once = false;
      const start = () => {
        if (once) return;
        once = true;
        load().then(
          (Component) => {
            if (cancelled) return;
            s.kept = element;
            const active = document.activeElement;
            if (active && element.contains(active)) s.focused = active;
            // A transition: React renders the component in slices, not in one long task.
            startTransition(() => setLoaded({ Component, values: valuesOf(element) }));
          },
          (err: unknown) => {
            once = false;
            console.warn('Could not load part of the page:', err);
            // A held press on a link (`data-deferred-press`) follows the link instead.
            const link = element.querySelectorAll(pressable)[s.held.find((held) => held.type === 'click')?.at ?? -1];
            if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
          },
        );
      };
      const hold = (event: Event, target: EventTarget | null, key?: string) => {
        const at = indexIn(element, event.type, target instanceof Element ? target : null);
        if (at < 0) return false;
        event.preventDefault();
        // Pressed twice while waiting: replayed once.
        s.held = s.held.filter((h) => h.type !== event.type || h.at !== at || h.key !== key);
        s.held.push({ type: event.type, at, key });
        return true;
      };
      const pressTarget = (event: Event) => (event.target instanceof Element ? event.target.closest(pressable) : null);
      const onEvent = (event: Event) => {
        if (event.type !== 'focusout') start();
        if (event.type === 'focusin') s.focused = event.target as Element;
        // Focus left the island, unless the blur is React's swap removing it (the replay runs first).
        if (event.type === 'focusout' && !element.contains((event as FocusEvent).relatedTarget as Node | null))
          queueMicrotask(() => void (s.focused = null));
        if (event.type === 'pointerdown') s.pressing = indexIn(element, 'click', pressTarget(event));
        if (event instanceof KeyboardEvent && replayedKeys.has(event.key)) hold(event, event.target, event.key);
        if (event.type === 'submit' && !hold(event, event.target)) event.preventDefault();
        if (event.type !== 'click' || !(event instanceof MouseEvent)) return;
        s.pressing = -1;
        // A link opened in a new tab or window is the browser's.
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        const target = pressTarget(event);
        if ((modified && target?.closest('a')) || !hold(event, target)) linkClicks(event, element);
      };
      const types = ['input', 'focusin', 'focusout', 'pointerdown', 'keydown', 'click', 'submit'];
      for (const type of types) element.addEventListener(type, onEvent);
      const stopIdle = (options.when ?? 'idle') === 'idle' ? whenIdle(start) : () => {};
      const stopOther = options.startOn ? options.startOn(start, element) : () => {};
      return () => {
        cancelled = true;
        for (const type of types) element.removeEventListener(type, onEvent);
        stopIdle();
        stopOther();
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // The replay, on React's DOM before the browser paints it.
    useLayoutEffect(() => {
      const { kept: was, focused, pressing } = state.current;
      const element = root.current;
      if (!loaded || !element || !was) return;
      const at = (index: number, type = 'click') => element.querySelectorAll<HTMLElement>(among[type]!)[index];
      // The values as they are now (the visitor may have typed while React rendered).
      swapped.current = valuesOf(was);
      for (const field of element.querySelectorAll<Field>(fields)) {
        const value = swapped.current.get(field.name);
        if (value !== undefined && field.value !== value) setFieldValue(field, value);
      }
      at(indexIn(was, 'keydown', focused), 'keydown')?.focus({ preventScroll: true });
      const held = state.current.held.splice(0);
      for (const { type, at: index, key } of held) {
        const target = at(index, type);
        if (type === 'click') target?.click();
        else if (type === 'keydown')
          target?.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
        else if (target instanceof HTMLFormElement) target.requestSubmit();
      }
      // A press begun on the kept HTML and released on React's: the browser clicks neither, so
      // the release clicks the new element (unless a tap's click reaches it after all).
      const pressed = held.some(({ type }) => type === 'click') ? undefined : at(pressing);
      if (!pressed) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const inside = (event: Event) => event.target instanceof Node && pressed.contains(event.target);
      const clicked = (event: Event) => void (inside(event) && clearTimeout(timer));
      const release = (event: Event) => {
        if (!inside(event)) return;
        document.addEventListener('click', clicked, { capture: true, once: true });
        timer = setTimeout(() => pressed.click(), 100);
      };
      document.addEventListener('pointerup', release, { capture: true, once: true });
      return () => {
        document.removeEventListener('pointerup', release, true);
        document.removeEventListener('click', clicked, true);
        clearTimeout(timer);
      };
    }, [loaded]);

    if (kept && !loaded) return <div key="kept" ref={root} className="contents" data-static={id} {...keep(kept)} />;
    // Rendered afresh (the server; a client-side navigation, which waits for the code) or the code
    // is here. A value a script sets on a kept field after the swap reaches React's field first.
    const lateValues = () => {
      const now = valuesOf(state.current.kept);
      for (const [name, value] of now) {
        const live = root.current?.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
        if (value !== swapped.current.get(name) && live && live.value !== value) setFieldValue(live, value);
      }
      swapped.current = now;
    };
    return (
      <div key="live" ref={root} className="contents" data-static={id} onSubmitCapture={lateValues}>
        <CarriedValues.Provider value={loaded?.values ?? null}>
          {loaded ? <loaded.Component /> : <Lazy />}
        </CarriedValues.Provider>
      </div>
    );
  }
  return Deferred;
}

/**
 * A route component that takes nothing from its props renders again only for its own state or
 * contexts, not for each of React Router's re-renders of the route tree right after hydration
 * (each would repaint the whole page: long tasks while the page starts, ADR 010).
 */
export function staticRoute(Component: FunctionComponent): FunctionComponent {
  const Static = memo(Component, () => true);
  Static.displayName = Component.name;
  return Static as unknown as FunctionComponent;
}
