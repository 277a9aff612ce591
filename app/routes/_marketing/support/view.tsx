import { ArrowRight, BookOpen, LifeBuoy, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ContactLine, EmailLine, PhoneLine, contactIcons } from '#app/components/marketing/contact-details.tsx';
import { FaqList, faqJsonLd } from './faq-list.tsx';
import { JsonLd } from '#app/components/marketing/json-ld.tsx';
import { PageHero } from '#app/components/marketing/page-hero.tsx';
import { Section, SectionHeading } from '#app/components/marketing/section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { faqHeading as englishFaqHeading } from './faq.ts';
import { useContent } from '#app/lib/content-data.ts';
import { faqFromRow } from '#rules/content-model.ts';
import { supportCards as englishCards, supportPage as englishPage, type SupportIcon } from './copy.ts';
import { supportHi } from './copy.hi.ts';
import { useLang } from '#app/lib/lang.ts';
import { localPath } from '#app/lib/local-path.ts';

/** The page's words in the page's language (ADR 043). */
function useCopy() {
  return useLang() === 'hi'
    ? supportHi
    : { supportPage: englishPage, supportCards: englishCards, faqHeading: englishFaqHeading };
}

/** The support page's static parts (app/lib/static-html.tsx); the form is hydrated by the route. */

const cardIcons: Record<SupportIcon, typeof BookOpen> = { book: BookOpen, video: PlayCircle, chat: LifeBuoy };

function SupportCards() {
  const { supportCards } = useCopy();
  const lang = useLang();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {supportCards.map((card) => {
        const Icon = cardIcons[card.icon];
        const internalPage = card.href.startsWith('/');
        const label = (
          <>
            {card.buttonLabel}
            <ArrowRight aria-hidden="true" />
          </>
        );
        return (
          <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h2>
            <p className="mt-2 mb-6 leading-relaxed text-slate-700">{card.description}</p>
            <Button asChild variant="outline" className="mt-auto self-start">
              {internalPage ? <Link to={localPath(card.href, lang)}>{label}</Link> : <a href={card.href}>{label}</a>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function SupportContact() {
  const { contact } = useCopy().supportPage;
  return (
    <aside id="support-contact" aria-labelledby="support-contact-heading" className="scroll-mt-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="support-contact-heading" className="text-lg font-semibold text-slate-900">
          {contact.heading}
        </h2>
        <dl className="mt-5 space-y-5">
          <ContactLine icon={contactIcons.hours} label={contact.hoursLabel}>
            {contact.hours}
          </ContactLine>
          <PhoneLine label={contact.phoneLabel} phone={contact.phone} href={contact.phoneHref} />
          <EmailLine label={contact.emailLabel} email={contact.email} />
        </dl>
      </div>
    </aside>
  );
}

/** Hero, help cards and the FAQ. */
export function SupportTop() {
  const { supportPage, faqHeading } = useCopy();
  const lang = useLang();
  // The live FAQ entries of this page (the studio's, in its order): an unpublished one leaves the
  // list and the FAQPage JSON-LD. On /hi each entry in Hindi where written, else English marked so.
  const faqs = useContent()
    .filter((row) => row.type === 'faq')
    .map((row) => faqFromRow(row, lang))
    .filter((faq) => faq.page === 'support')
    .map((faq) => ({ ...faq, lang: lang === 'hi' && faq.lang === 'en' ? 'en-IN' : undefined }));
  return (
    <>
      <PageHero title={supportPage.heading} description={supportPage.intro} />
      <Section>
        <SupportCards />
      </Section>
      <Section id="faq" tone="muted" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" title={faqHeading} align="center" />
        <div className="mx-auto mt-10 max-w-3xl">
          <JsonLd data={faqJsonLd(faqs)} />
          <FaqList items={faqs} />
        </div>
      </Section>
    </>
  );
}
