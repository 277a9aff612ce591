import type { ReactNode, SVGProps } from 'react';

/**
 * The lucide icons that the hydrated parts of the marketing pages use (header, chat button,
 * forms, the webinar and whitepaper cards), as plain SVG with the markup lucide-react renders
 * (same classes and attributes), so lucide's runtime is not part of the start-up JavaScript
 * (ADR 010). Static sections keep using lucide-react: their code loads only on navigation.
 * One module per group (chrome, forms, cards), so a page's start-up carries only its own.
 * Generated from lucide-react 1.75.0's icon data.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Svg({ name, className, children, ...rest }: IconProps & { name: string; children: ReactNode }) {
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
      className={className ? `lucide ${name} ${className}` : `lucide ${name}`}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
