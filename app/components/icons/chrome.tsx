import { Svg, type IconProps } from './svg.tsx';

export function Menu(props: IconProps) {
  return (
    <Svg name="lucide-menu" {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </Svg>
  );
}

export function X(props: IconProps) {
  return (
    <Svg name="lucide-x" {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Svg>
  );
}

export function MessageCircle(props: IconProps) {
  return (
    <Svg name="lucide-message-circle" {...props}>
      <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg name="lucide-search" {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </Svg>
  );
}
