import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { formToasts, sendingLabel, webinarRegistrationForm as copy } from './copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { useContactForm } from './use-contact-form.ts';

export type RegistrationWebinar = { readonly id: string; readonly title: string; readonly when: string };

/**
 * The registration form of one webinar (Full Name, Email, Organization optional, Register) in a
 * modal `<dialog>`: the browser keeps focus inside, Escape and the close button close it, and
 * focus returns to the Register Now button that opened it. The webinar travels as `webinar_id`
 * beside the fields; the server stores one registration per address and webinar and answers a
 * repeat with "You're already registered" (shown as a toast; the dialog stays open). What was
 * typed stays when the dialog is closed or the sending fails.
 */
export function WebinarRegistrationDialog({
  webinar,
  onClose,
}: {
  webinar: RegistrationWebinar | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The webinar being registered for, for the send and its toast (kept after the dialog closes).
  const current = useRef(webinar);
  useEffect(() => {
    if (webinar) current.current = webinar;
  }, [webinar]);
  const form = useContactForm({
    kind: 'webinar_registration',
    labels: copy.fields,
    extra: () => ({ webinar_id: current.current?.id ?? '' }),
    sent: ({ email }) => formToasts.webinarRegistered(email.trim(), current.current?.title ?? ''),
    onSent: () => dialog.current?.close(),
    answers: { already_registered: formToasts.webinarAlreadyRegistered },
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (webinar && !element.open) {
      element.showModal();
      form.prepare();
    } else if (!webinar && element.open) element.close();
    // form.prepare is stable in what it does (loads the form code once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webinar]);

  const headingId = 'webinar-registration-heading';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      data-registration-dialog=""
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <ContactFormFrame form={form} className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-brand-900">
              {copy.headingPrefix} “{webinar?.title}”
            </h2>
            <p className="mt-1 text-sm text-slate-700">{webinar?.when}</p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.closeLabel}</span>
          </button>
        </div>
        <div className="mt-5 grid gap-4">
          <ContactTextField form={form} name="name" />
          <ContactTextField form={form} name="email" />
          <ContactTextField form={form} name="organization" />
        </div>
        <p className="mt-4 text-sm text-slate-700">{copy.note}</p>
        <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} className="mt-5 w-full" />
      </ContactFormFrame>
    </dialog>
  );
}
