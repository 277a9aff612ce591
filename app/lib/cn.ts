import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not resolve conflicts between Tailwind utilities (no
 * tailwind-merge, ~8.5 KB gzip of start-up JS): when two utilities set the same property, the
 * stylesheet's order decides, not the order here. So components offer variants or props for
 * what callers change (colours, shape, read-only look) instead of letting a className override
 * them; a caller's className adds layout only (margins, width, flex, self-alignment).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
