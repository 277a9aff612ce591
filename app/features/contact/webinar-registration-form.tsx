import { useEffect, useRef } from 'react';
import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { FormDialog } from './form-dialog.tsx';
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
  const { webinarRegistrationForm: copy, formToasts, sendingLabel } = useContactCopy();
  const form = useContactForm({
    kind: 'webinar_registration',
    labels: copy.fields,
    extra: () => ({ webinar_id: current.current?.id ?? '' }),
    sent: ({ email }) => formToasts.webinarRegistered(email.trim(), current.current?.title ?? ''),
    onSent: () => dialog.current?.close(),
    answers: { already_registered: formToasts.webinarAlreadyRegistered },
  });

  return (
    <FormDialog
      ref={dialog}
      open={webinar !== null}
      onOpen={form.prepare}
      onClose={onClose}
      heading={`${copy.headingPrefix} “${webinar?.title ?? ''}”`}
      detail={webinar?.when}
      closeLabel={copy.closeLabel}
      width="w-[min(32rem,calc(100vw-2rem))]"
    >
      <ContactFormFrame form={form} className="mt-5">
        <div className="grid gap-4">
          <ContactTextField form={form} name="name" />
          <ContactTextField form={form} name="email" />
          <ContactTextField form={form} name="organization" />
        </div>
        <p className="mt-4 text-sm text-slate-700">{copy.note}</p>
        <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} className="mt-5 w-full" />
      </ContactFormFrame>
    </FormDialog>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
