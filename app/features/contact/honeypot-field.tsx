import { contactHoneypotField } from '#rules/contact-fields.ts';

/**
 * A text field people never see or reach (visually hidden, out of the tab order, hidden from
 * assistive technology) but form-filling bots do: if it has a value on submit, the message is
 * sent flagged and the server drops it while answering as usual.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this field empty
        <input type="text" name={contactHoneypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in `form` ('' when empty or absent). */
export function readHoneypot(form: HTMLFormElement): string {
  const input = form.elements.namedItem(contactHoneypotField);
  return input instanceof HTMLInputElement ? input.value : '';
}
