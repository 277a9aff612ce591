import { LayoutGrid, MonitorSmartphone, ShieldCheck, Webhook } from 'lucide-react';
import { CheckList, FeatureGrid } from '#app/components/marketing/feature-grid.tsx';
import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { Section, SectionHeading } from '#app/components/marketing/section.tsx';
import { aiTeacherProduct } from '#app/content/product-catalog.ts';
import { aiTeacher as english } from './copy.ts';
import { aiTeacherHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, aiTeacherHi);

/** Icons for the three implementation models, in content order. */
const modelIcons = [LayoutGrid, MonitorSmartphone, Webhook] as const;

function PrivacySection() {
  const aiTeacher = useCopy();
  const { privacy } = aiTeacher;
  return (
    <Section labelledBy="privacy-heading">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <SectionHeading id="privacy-heading" title={privacy.heading} intro={privacy.description} className="mt-4" />
        </div>
        <CheckList
          items={privacy.points}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        />
      </div>
    </Section>
  );
}

function ImplementationModels() {
  const aiTeacher = useCopy();
  const models = aiTeacher.implementationModels;
  return (
    <Section tone="muted" labelledBy="models-heading">
      <SectionHeading id="models-heading" title={models.heading} intro={models.intro} />
      <FeatureGrid items={models.items} icons={modelIcons} columns="md-3" ordered className="mt-10" />
    </Section>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const aiTeacher = useCopy();
  return (
    <ProductPageView product={aiTeacherProduct} page={aiTeacher}>
      <PrivacySection />
      <ImplementationModels />
    </ProductPageView>
  );
}
