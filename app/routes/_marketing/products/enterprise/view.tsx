import { Blocks, Building2 } from 'lucide-react';
import { FeatureGrid, IconBesideList, StepList } from '#app/components/marketing/feature-grid.tsx';
import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { Section, SectionHeading } from '#app/components/marketing/section.tsx';
import { enterpriseProduct } from '#app/content/product-catalog.ts';
import { enterprise as english } from './copy.ts';
import { enterpriseHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, enterpriseHi);

function Audiences() {
  const enterprise = useCopy();
  return (
    <Section labelledBy="audiences-heading">
      <SectionHeading id="audiences-heading" title={enterprise.audiences.heading} intro={enterprise.audiences.intro} />
      <FeatureGrid items={enterprise.audiences.items} icon={Building2} columns={4} className="mt-10" />
    </Section>
  );
}

function Integrations() {
  const enterprise = useCopy();
  const { integrations } = enterprise;
  return (
    <Section labelledBy="integrations-heading">
      <SectionHeading id="integrations-heading" title={integrations.heading} intro={integrations.intro} />
      <IconBesideList
        items={integrations.items}
        icon={Blocks}
        look="card"
        className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Section>
  );
}

function Process() {
  const enterprise = useCopy();
  const { process } = enterprise;
  return (
    <Section tone="muted" labelledBy="process-heading">
      <SectionHeading id="process-heading" title={process.heading} intro={process.intro} />
      <div className="mt-10">
        <StepList steps={process.steps} />
      </div>
    </Section>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const enterprise = useCopy();
  return (
    <ProductPageView product={enterpriseProduct} page={enterprise} lead={<Audiences />}>
      <Integrations />
      <Process />
    </ProductPageView>
  );
}
