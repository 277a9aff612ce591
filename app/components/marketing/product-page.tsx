import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../content/product-catalog.ts';
import type { ContentLink, TitledList } from '../../content/types.ts';
import { ButtonLink } from '../ui/button.tsx';
import { CtaBand } from './cta-band.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { PageHero } from './page-hero.tsx';
import { productIcons } from './product-icon.tsx';
import { Section, SectionHeading } from './section.tsx';

export type ProductCta = ContentLink & {
  readonly variant: 'primary' | 'secondary';
};

/**
 * A product page's own copy (its route folder's copy.ts). Its name, link, summary and icon are
 * the product's catalogue entry (app/content/product-catalog.ts), its title and description its seo.ts.
 */
export type ProductPageCopy = {
  readonly image: string;
  /** The hero's headline and lead; its eyebrow is the product's name. */
  readonly hero: {
    readonly headline: string;
    readonly description: string;
  };
  readonly features: TitledList;
  readonly benefits: TitledList;
  /** Closing call-to-action band. */
  readonly closing: {
    readonly heading: string;
    readonly description: string;
  };
  readonly ctas: readonly ProductCta[];
};

function CtaButtons({ ctas, onDark = false }: { ctas: readonly ProductCta[]; onDark?: boolean }) {
  return ctas.map((cta) => {
    const primary = cta.variant === 'primary';
    const variant = primary ? (onDark ? 'accent' : 'default') : 'outline';
    return (
      <ButtonLink key={cta.href + cta.label} to={cta.href} size="lg" variant={variant}>
        {cta.label}
        {primary ? <ArrowRight aria-hidden="true" /> : null}
      </ButtonLink>
    );
  });
}

/**
 * The shared layout of the five product pages: hero with the product's calls to action, the
 * product-specific lead sections (`lead`), the feature grid, the benefits, any product-specific sections (`children`) and a closing band.
 */
export function ProductPageView({
  product,
  page,
  lead,
  children,
}: {
  product: ProductSummary;
  page: ProductPageCopy;
  /** Sections shown right after the hero. */
  lead?: ReactNode;
  /** Sections shown after the benefits. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero title={page.hero.headline} description={page.hero.description} image={page.image}>
        <CtaButtons ctas={page.ctas} />
      </PageHero>
      {lead}
      <Section labelledBy="features-heading">
        <SectionHeading id="features-heading" title={page.features.heading} intro={page.features.intro} />
        <FeatureGrid items={page.features.items} icon={productIcons[product.icon]} className="mt-10" />
      </Section>
      <Section tone="muted" labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={page.benefits.heading} intro={page.benefits.intro} />
        <FeatureGrid
          items={page.benefits.items}
          icon={Sparkles}
          columns={page.benefits.items.length === 4 ? 4 : 3}
          className="mt-10"
        />
      </Section>
      {children}
      <CtaBand id="closing-heading" heading={page.closing.heading} description={page.closing.description}>
        <CtaButtons ctas={page.ctas} onDark />
      </CtaBand>
    </>
  );
}
