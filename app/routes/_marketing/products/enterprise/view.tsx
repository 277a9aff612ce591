import { Blocks, Building2 } from 'lucide-react';
import { FeatureGrid, StepList } from '#app/components/marketing/feature-grid.tsx';
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
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {integrations.items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Blocks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
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
