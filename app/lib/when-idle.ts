/**
 * Runs `fn` once the page has loaded and the browser is idle (after a short delay where idle
 * callbacks are missing). Returns a function that cancels it.
 */
export function whenIdle(fn: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fn, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(fn, 2000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}
