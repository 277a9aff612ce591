import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useHomeCopy } from './use-copy.ts';
import { useLang } from '#app/lib/lang.ts';
import { localPath } from '#app/lib/local-path.ts';
import { ProductIcon } from '#app/components/marketing/product-icon.tsx';
import { HomeSection } from './section-heading.tsx';

export function Solutions() {
  const { solutions } = useHomeCopy();
  const lang = useLang();
  const hindi = lang === 'hi';
  return (
    <HomeSection id={solutions.id} headingId="solutions-heading" className="bg-slate-50" copy={solutions} centered>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {solutions.items.map((item) => (
          <li
            key={item.href}
            className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ProductIcon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{item.name}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-slate-600">{item.description}</p>
            <Link
              to={localPath(item.href, lang)}
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800"
            >
              {solutions.linkLabel}
              <span className="sr-only">{hindi ? ` (${item.name} के बारे में)` : ` about ${item.name}`}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
