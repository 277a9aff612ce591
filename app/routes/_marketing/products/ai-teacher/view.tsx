import { LayoutGrid, MonitorSmartphone, ShieldCheck, Webhook } from 'lucide-react';
import { CheckList } from '#app/components/marketing/feature-grid.tsx';
import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { Section, SectionHeading } from '#app/components/marketing/section.tsx';
import { aiTeacherProduct } from '#app/content/product-catalog.ts';
import { aiTeacher } from './copy.ts';

/** Icons for the three implementation models, in content order. */
const modelIcons = [LayoutGrid, MonitorSmartphone, Webhook] as const;

function PrivacySection() {
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
  const models = aiTeacher.implementationModels;
  return (
    <Section tone="muted" labelledBy="models-heading">
      <SectionHeading id="models-heading" title={models.heading} intro={models.intro} />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {models.items.map((model, index) => {
          const Icon = modelIcons[index] ?? LayoutGrid;
          return (
            <li key={model.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{model.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{model.description}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return (
    <ProductPageView product={aiTeacherProduct} page={aiTeacher}>
      <PrivacySection />
      <ImplementationModels />
    </ProductPageView>
  );
}
