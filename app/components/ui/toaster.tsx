import { useEffect, useState } from 'react';
import { loadSonner, onSonnerLoaded, toasterReady, type Sonner } from '../../lib/toast.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * The one site-wide toaster. Call `toast(title, { description })` from `app/lib/toast.ts`
 * anywhere. Sonner's code loads when the browser is idle after the page has loaded, or at the
 * first toast, whichever comes first; toasts fired before that are shown once it is mounted.
 */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    // The first toast starts the load itself; either way the toaster mounts when sonner arrives.
    const unsubscribe = onSonnerLoaded(setSonner);
    const stopIdle = whenIdle(() => {
      loadSonner().catch((err: unknown) => console.warn('Could not load the notifications code:', err));
    });
    return () => {
      unsubscribe();
      stopIdle();
    };
  }, []);

  // Runs after sonner's toaster (a child) has subscribed to its toast state.
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster: Sonner } = sonner;
  return <Sonner position="bottom-left" richColors closeButton duration={4000} />;
}
