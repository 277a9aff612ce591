import { createContext, lazy, memo, startTransition, useContext, useEffect, useId, useLayoutEffect } from 'react';
import { useRef, useState, type ComponentType, type FunctionComponent, type MouseEvent as Click } from 'react';
import { useNavigate } from 'react-router';
import { clientNavigationPath } from './static-links.ts';
import { whenIdle } from './when-idle.ts';

/** Partial hydration and input replay, public React and DOM APIs only (ADR 045). */

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
const keep = (html: { __html: string } | null) =>
  html && { dangerouslySetInnerHTML: html, suppressHydrationWarning: true };

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

/** A lazy component for an export of a module of static sections (one chunk, loaded once). */
export const staticContent = <M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));

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
    <div ref={ref} className="contents" data-static={id} onClick={click} {...keep(kept)}>
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
const focusable = 'a[href], button, input, select, textarea, [tabindex]';
/** Where an element is found again in React's render: its index among the island's elements of its kind. */
const among: Record<string, string> = { click: pressable, keydown: focusable, submit: 'form' };
const indexIn = (root: Element, type: string, element: EventTarget | null) =>
  element instanceof Element ? Array.prototype.indexOf.call(root.querySelectorAll(among[type]!), element) : -1;
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
  const entries = Object.entries<string>(initial).map(([name, value]) => [name, carried?.get(name) ?? value]);
  return Object.fromEntries(entries) as Record<K, string>;
}

/**
 * An island whose code can wait: its server HTML is kept until the code has loaded (on idle, at
 * the first use of it, or when `startOn`, called after hydration, starts it); then React renders
 * the component (the server's HTML again) in its place and replays what the visitor did there.
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
    // From the kept HTML: the replay on React's DOM (before it is painted), and later values' carry.
    const swap = useRef({ replay: (_live: HTMLElement): (() => void) | undefined => undefined, carry: () => {} });
    const linkClicks = useLinkClicks();

    useEffect(() => {
      const element = root.current;
      if (!kept || !element) return;
      // What was held (an interaction: replayed on React's element at the same place), pressed and focused.
      let held: { type: string; at: number; key?: string }[] = [];
      let pressing = -1;
      let focused: Element | null = null;
      let loading: Promise<void> | undefined;
      const start = () =>
        void (loading ??= load().then(
          (Component) => {
            if (!element.isConnected) return;
            if (element.contains(document.activeElement)) focused = document.activeElement;
            // A transition: React renders the component in slices, not in one long task.
            startTransition(() => setLoaded({ Component, values: valuesOf(element) }));
          },
          (err: unknown) => {
            loading = undefined;
            console.warn('Could not load part of the page:', err);
            // A held press on a link (`data-deferred-press`) follows the link instead.
            const link = element.querySelectorAll(pressable)[held.find(({ type }) => type === 'click')?.at ?? -1];
            if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
          },
        ));
      const hold = (event: Event, target: EventTarget | null, key?: string) => {
        const at = indexIn(element, event.type, target);
        if (at < 0) return;
        event.preventDefault();
        // Pressed twice while waiting: replayed once.
        held = held.filter((h) => h.type !== event.type || h.at !== at || h.key !== key);
        held.push({ type: event.type, at, key });
      };
      const onEvent = (event: Event) => {
        const target = event.target as Element;
        if (event.type !== 'focusout') start();
        if (event.type === 'focusin') focused = target;
        // Focus left the island, unless the blur is React's swap removing it (the replay runs first).
        if (event.type === 'focusout' && !element.contains((event as FocusEvent).relatedTarget as Node | null))
          queueMicrotask(() => void (focused = null));
        if (event.type === 'pointerdown') pressing = indexIn(element, 'click', target.closest(pressable));
        if (event instanceof KeyboardEvent && replayedKeys.has(event.key)) hold(event, target, event.key);
        if (event.type === 'submit') hold(event, target); // never submitted natively
        if (event.type !== 'click' || !(event instanceof MouseEvent)) return;
        pressing = -1;
        // A link opened in a new tab or window is the browser's.
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        const pressed = target.closest(pressable);
        if (pressed && !(modified && pressed.closest('a'))) hold(event, pressed);
        else linkClicks(event, element);
      };
      let swapped = new Map<string, string>();
      swap.current.carry = () => {
        const now = valuesOf(element);
        for (const field of root.current?.querySelectorAll<Field>(fields) ?? []) {
          const value = now.get(field.name);
          if (value !== undefined && value !== swapped.get(field.name) && field.value !== value)
            setFieldValue(field, value);
        }
        swapped = now;
      };
      swap.current.replay = (live) => {
        // The values as they are now (typed while React rendered), focus, then what was held.
        swap.current.carry();
        const at = (index: number, type = 'click') => live.querySelectorAll<HTMLElement>(among[type]!)[index];
        at(indexIn(element, 'keydown', focused), 'keydown')?.focus({ preventScroll: true });
        const replayed = held.splice(0);
        for (const { type, at: index, key } of replayed) {
          const target = at(index, type);
          if (type === 'click') target?.click();
          else if (type === 'keydown')
            target?.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
          else if (target instanceof HTMLFormElement) target.requestSubmit();
        }
        // A press begun on the kept HTML and released on React's: the browser clicks neither, so
        // the release clicks the new element (unless a tap's click reaches it after all).
        const pressed = replayed.some(({ type }) => type === 'click') ? undefined : at(pressing);
        if (!pressed) return;
        const inside = (event: Event) => event.target instanceof Node && pressed.contains(event.target);
        const release = (event: Event) => {
          if (!inside(event)) return;
          const timer = setTimeout(() => pressed.click(), 100);
          const clicked = (click: Event) => {
            if (inside(click)) clearTimeout(timer);
          };
          document.addEventListener('click', clicked, { capture: true, once: true });
        };
        document.addEventListener('pointerup', release, { capture: true, once: true });
        return () => document.removeEventListener('pointerup', release, true);
      };
      const types = ['input', 'focusin', 'focusout', 'pointerdown', 'keydown', 'click', 'submit'];
      for (const type of types) element.addEventListener(type, onEvent);
      const stops = [options.when === 'interaction' ? undefined : whenIdle(start), options.startOn?.(start, element)];
      return () => {
        for (const type of types) element.removeEventListener(type, onEvent);
        for (const stop of stops) stop?.();
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useLayoutEffect(() => (loaded && root.current ? swap.current.replay(root.current) : undefined), [loaded]);

    if (kept && !loaded) return <div key="kept" ref={root} className="contents" data-static={id} {...keep(kept)} />;
    // Rendered afresh (the server; a client-side navigation, which waits for the code) or the code
    // is here. A value a script sets on a kept field after the swap reaches React's field first.
    return (
      <div key="live" ref={root} className="contents" data-static={id} onSubmitCapture={() => swap.current.carry()}>
        <CarriedValues.Provider value={loaded?.values ?? null}>
          {loaded ? <loaded.Component /> : <Lazy />}
        </CarriedValues.Provider>
      </div>
    );
  }
  return Deferred;
}

/**
 * A route component that takes no props renders again only for its own state or contexts, not for
 * each of React Router's re-renders after hydration (each a repaint of the page, ADR 010).
 */
export const staticRoute = (Component: FunctionComponent) =>
  memo(Component, () => true) as unknown as FunctionComponent;
