import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * The lucide icons that the hydrated parts of the marketing pages use (header, chat button,
 * forms, the webinar and whitepaper cards), drawn from the icon library's own data (the `lucide`
 * package: each icon is a plain array of its SVG elements) with the markup lucide-react renders
 * (same classes and attributes; icons.test.tsx compares them), so lucide-react's runtime
 * (~1.6 KB gzip) is not part of the start-up JavaScript (ADR 010). Static sections keep using
 * lucide-react: their code loads only on navigation. One module per group (chrome, forms,
 * cards), so a page's start-up carries only its own.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A component for lucide's icon `node`, with lucide-react's classes (`names`: `lucide-menu`, …). */
export function lucideIcon(names: string, node: IconNode) {
  return function LucideIcon({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${names} ${className}` : `lucide ${names}`}
        aria-hidden="true"
        {...rest}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { ...attrs, key: i }))}
      </svg>
    );
  };
}
