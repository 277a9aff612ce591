import type { ReactNode } from 'react';
import { homeAnchors } from './anchors.ts';
import { deferredForm } from '#app/lib/deferred-form.ts';

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const HomeContactForm = deferredForm(() => import('#app/features/contact/home-contact-form.tsx'), 'HomeContactForm');

/**
 * The home contact section: `intro` (the heading and the company's details, static HTML from the
 * route) beside the contact form, which is hydrated. The classes are those of `sectionClass` and
 * `containerClass` (section-heading.tsx), written out so that module stays out of start-up.
 */
export function ContactSection({ intro }: { intro: ReactNode }) {
  return (
    <section
      id={homeAnchors.contact}
      aria-labelledby="contact-heading"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16 lg:px-8">
        <div className="lg:col-span-2">{intro}</div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <HomeContactForm />
        </div>
      </div>
    </section>
  );
}
