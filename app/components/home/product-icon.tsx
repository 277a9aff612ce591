import { Bot, Brain, Building2, Cloud, Headset, type LucideIcon } from 'lucide-react';
import type { ProductIcon as ProductIconName } from '../../content/products/types.ts';

const icons: Record<ProductIconName, LucideIcon> = {
  brain: Brain,
  headset: Headset,
  cloud: Cloud,
  assistant: Bot,
  building: Building2,
};

/** The icon a product's content names, decorative. */
export function ProductIcon({ name, className }: { name: ProductIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
