import type { ComponentType, ReactNode } from 'react';
import { localizeDates } from '#app/components/marketing/local-date.tsx';
import { Section } from '#app/components/marketing/section.tsx';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

/** The route frames several marketing pages share (their static parts: app/lib/static-html.tsx). */

/**
 * A page of its view's `top` section, then `form` in its card beside the view's `aside`, wide
 * screens two columns to one (contact, support): static HTML but the form, the hydrated island.
 */
export function formBesidePage<M extends Record<K, ComponentType>, K extends keyof M & string>({
  view,
  top,
  aside,
  form: Form,
  tone,
}: {
  view: () => Promise<M>;
  top: K;
  aside: K;
  form: ComponentType;
  tone?: 'white' | 'muted';
}) {
  const Top = staticContent(view, top);
  const Aside = staticContent(view, aside);
  return staticRoute(function Page() {
    return (
      <>
        <StaticHtml content={Top} />
        <FormBeside tone={tone} form={<Form />} aside={<StaticHtml content={Aside} />} />
      </>
    );
  });
}

function FormBeside({ form, aside, tone = 'white' }: { form: ReactNode; aside: ReactNode; tone?: 'white' | 'muted' }) {
  return (
    <Section tone={tone}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{form}</div>
        {aside}
      </div>
    </Section>
  );
}

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function renderedAtLoader() {
  return { renderedAt: new Date().toISOString() };
}

/**
 * A legal document's page (privacy, terms): its view's `Page`, static HTML whose dates the
 * browser shows in the visitor's time (`renderedAtLoader` gives the view the render time).
 */
export function datedDocumentPage(view: () => Promise<{ Page: ComponentType }>) {
  const Content = staticContent(view, 'Page');
  return staticRoute(function Page() {
    return <StaticHtml content={Content} enhance={localizeDates} />;
  });
}
