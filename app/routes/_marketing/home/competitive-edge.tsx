import { IconBesideList } from '#app/components/marketing/feature-grid.tsx';
import { useHomeCopy } from './use-copy.ts';
import { HomeSection } from './section-heading.tsx';

/** The competitive-edge band (#benefits): market figures with their sources, then our advantages. */
export function CompetitiveEdge() {
  const { competitiveEdge } = useHomeCopy();
  const edge = competitiveEdge;
  return (
    <HomeSection id={edge.id} headingId="benefits-heading" className="bg-brand-900" copy={edge} tone="dark">
      <h3 className="mt-14 text-lg font-semibold text-white">{edge.figuresHeading}</h3>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {edge.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <dt className="order-2 mt-2 font-medium text-white">{figure.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-amber-300">{figure.value}</dd>
            <dd className="order-3 mt-3 text-xs text-indigo-200">
              {edge.sourceLabel} {figure.source}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-indigo-200">{edge.figuresNote}</p>
      <IconBesideList items={edge.advantages} look="dark" className="mt-14 grid gap-x-10 gap-y-8 sm:grid-cols-2" />
    </HomeSection>
  );
}
