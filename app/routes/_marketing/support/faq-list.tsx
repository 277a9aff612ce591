import { ChevronDown } from 'lucide-react';
import type { FaqItem } from './faq.ts';
import { RichText } from '#app/components/marketing/rich-text.tsx';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly, and readable without JavaScript. */
/** `answerHtml`: a studio entry's answer as sanitised rich text (rules/content-model.ts). */
export function FaqList({ items }: { items: readonly (FaqItem & { readonly answerHtml?: string })[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.question} lang={item.lang} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <RichText html={item.answerHtml} text={item.answer} className="pb-5 leading-relaxed text-slate-700" />
        </details>
      ))}
    </div>
  );
}

export { faqJsonLd } from './faq-json-ld.ts';
