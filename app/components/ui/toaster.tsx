import { Toaster as Sonner } from 'sonner';

/** The one site-wide toaster. Call `toast(title, { description })` from 'sonner' anywhere. */
export function Toaster() {
  return <Sonner position="bottom-left" richColors closeButton duration={4000} />;
}
