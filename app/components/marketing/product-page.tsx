import { ArrowRight, Bot, Brain, Building2, Cloud, Headset, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCta, ProductIcon, ProductPage } from '../../content/products/types.ts';
import { Button } from '../ui/button.tsx';
import type { Crumb } from './breadcrumbs.tsx';
import { CtaBand } from './cta-band.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { PageHero } from './page-hero.tsx';
import { Section, SectionHeading } from './section.tsx';

export const productIcons: Record<ProductIcon, LucideIcon> = {
  brain: Brain,
  headset: Headset,
  cloud: Cloud,
  assistant: Bot,
  building: Building2,
};

function CtaButtons({ ctas, onDark = false }: { ctas: readonly ProductCta[]; onDark?: boolean }) {
  return ctas.map((cta) => {
    const primary = cta.variant === 'primary';
    const variant = primary ? (onDark ? 'accent' : 'default') : 'outline';
    return (
      <Button key={cta.href + cta.label} asChild size="lg" variant={variant}>
        <Link to={cta.href}>
          {cta.label}
          {primary ? <ArrowRight aria-hidden="true" /> : null}
        </Link>
      </Button>
    );
  });
}

/**
 * The shared layout of the five product pages: hero with the product's calls to action, the
 * product-specific lead sections (`lead`), the feature grid, the benefits, any product-specific sections (`children`) and a closing band.
 */
export function ProductPageView({
  product,
  crumbs,
  lead,
  children,
}: {
  product: ProductPage;
  crumbs: readonly Crumb[];
  /** Sections shown right after the hero. */
  lead?: ReactNode;
  /** Sections shown after the benefits. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={product.hero.eyebrow}
        title={product.hero.headline}
        description={product.hero.description}
        image={product.image}
      >
        <CtaButtons ctas={product.ctas} />
      </PageHero>
      {lead}
      <Section labelledBy="features-heading">
        <SectionHeading id="features-heading" title={product.features.heading} intro={product.features.intro} />
        <FeatureGrid items={product.features.items} icon={productIcons[product.icon]} className="mt-10" />
      </Section>
      <Section tone="muted" labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={product.benefits.heading} intro={product.benefits.intro} />
        <FeatureGrid
          items={product.benefits.items}
          icon={Sparkles}
          columns={product.benefits.items.length === 4 ? 4 : 3}
          className="mt-10"
        />
      </Section>
      {children}
      <CtaBand id="closing-heading" heading={product.closing.heading} description={product.closing.description}>
        <CtaButtons ctas={product.ctas} onDark />
      </CtaBand>
    </>
  );
}
