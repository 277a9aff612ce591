import { ArrowRight } from 'lucide-react';
import { useHomeCopy } from './use-copy.ts';
import { outlineButton, primaryButton } from '#app/components/header/styles.ts';
import { containerClass } from './section-heading.tsx';

/**
 * The hero sits under the transparent sticky header (-mt-16 / pt-16), so the header blends into
 * its pale indigo wash at the top of the page. Its illustration is the largest image on the page:
 * loaded eagerly with high priority, with its intrinsic size set so nothing shifts.
 */
export function Hero() {
  const { hero } = useHomeCopy();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative -mt-16 overflow-hidden bg-linear-to-b from-brand-50 via-brand-50/60 to-white pt-16"
    >
      <div
        className={`${containerClass} grid items-center gap-12 pt-14 pb-8 sm:pt-20 sm:pb-12 lg:grid-cols-2 lg:pt-24 lg:pb-16`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-sm ring-1 ring-brand-100 sm:text-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={hero.primaryCta.href} className={`${primaryButton} h-12 px-6 text-base`}>
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <a href={hero.secondaryCta.href} className={`${outlineButton} h-12 px-6 text-base`}>
              {hero.secondaryCta.label}
            </a>
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-brand-100 pt-8">
            {hero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src={hero.image}
          alt={hero.imageAlt}
          width={640}
          height={480}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-xl ring-1 shadow-brand-900/10 ring-brand-100"
        />
      </div>
    </section>
  );
}
