import { Bot, Brain, Building2, Cloud, Headset, type LucideIcon } from 'lucide-react';
import type { ProductIcon as ProductIconName } from '../../content/product-catalog.ts';

/** The icon each product's catalogue entry names. */
export const productIcons: Record<ProductIconName, LucideIcon> = {
  brain: Brain,
  headset: Headset,
  cloud: Cloud,
  assistant: Bot,
  building: Building2,
};

/** The icon a product's catalogue entry names, decorative. */
export function ProductIcon({ name, className }: { name: ProductIconName; className?: string }) {
  const Icon = productIcons[name];
  return <Icon aria-hidden="true" className={className} />;
}
