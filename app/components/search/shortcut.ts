/**
 * Ctrl+K (Cmd+K) before the header's search control has loaded its code (it loads at first use,
 * ADR 025): this listener, part of the page's start-up, notes the press and starts the control's
 * code; the control opens its dialog when it mounts. Once the control is there it handles the
 * shortcut itself.
 */
let requested = false;
let ready = false;

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** For `deferred`'s `startOn`: starts the control's code at the shortcut. */
export function onEarlySearchShortcut(start: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (ready || !isSearchShortcut(event)) return;
    event.preventDefault();
    requested = true;
    start();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** The control has mounted: true when the shortcut was pressed before (open the dialog now). */
export function searchControlReady(): boolean {
  ready = true;
  const wanted = requested;
  requested = false;
  return wanted;
}

export function searchControlGone(): void {
  ready = false;
}
