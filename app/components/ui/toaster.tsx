import { useEffect, useState } from 'react';
import { onSonnerLoaded, toasterReady, type Sonner } from '../../lib/toast.ts';

/**
 * The one site-wide toaster. Call `toast(title, { description })` from `app/lib/toast.ts`
 * anywhere. Sonner's code (~10 KB gzip) loads at the first toast, not with every page; that
 * toast and any fired before sonner arrives are shown once it is mounted.
 */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  // The first toast starts the load (app/lib/toast.ts); the toaster mounts when sonner arrives.
  useEffect(() => onSonnerLoaded(setSonner), []);

  // Runs after sonner's toaster (a child) has subscribed to its toast state.
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster: Sonner } = sonner;
  // Sonner's stylesheet sets a font stack of its own, without the site's Devanagari faces.
  return <Sonner position="bottom-left" richColors closeButton duration={4000} style={{ fontFamily: 'inherit' }} />;
}
