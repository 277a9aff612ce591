import { localPath } from '#app/lib/local-path.ts';
import { ConsentNote } from '../../components/consent-note.tsx';
import { Link } from 'react-router';
import { consentTexts, consentVersionIn, privacyPolicyWordsIn } from '#rules/consent-notices.ts';
import { contactMessagesHi } from '#rules/contact-rules.hi.ts';
import { useLang } from '../../lib/lang.ts';
import { chatCopyIn } from './chat-copy-in.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkContactValue, contactRule } from '#rules/contact-rules.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { HandoffError, sendHandoff } from './send-handoff.ts';
import type { ChatMessage } from './transcript.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

type Errors = { name?: string | undefined; email?: string | undefined; form?: string | undefined };

const button =
  'inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * "Talk to a person" inside the chat panel: Name and Email (filled in for a signed-in user),
 * then the transcript so far goes to the team as a lead. Errors stay next to their field and
 * nothing typed is lost; once sent, a confirmation replaces the form.
 */
export function ChatHandoff({
  messages,
  user,
  onDone,
}: {
  messages: readonly ChatMessage[];
  user: SessionUser | null;
  onDone: () => void;
}) {
  const lang = useLang();
  const copy = chatCopyIn(lang).handoff;
  const [name, setName] = useState(user?.fullName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    (user?.fullName ? emailRef : nameRef).current?.focus();
  }, [user]);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = {
      name: checkContactValue(name, contactRule('chat', 'name', lang === 'hi' ? contactMessagesHi : undefined)),
      email: checkContactValue(email, contactRule('chat', 'email', lang === 'hi' ? contactMessagesHi : undefined)),
    };
    if (found.name || found.email) {
      setErrors(found);
      (found.name ? nameRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendHandoff(name, email, messages, lang);
      setSentTo(email.trim());
    } catch (err) {
      const message = err instanceof HandoffError ? err.message : copy.failed;
      const field = err instanceof HandoffError ? err.field : undefined;
      setErrors(field === 'name' || field === 'email' ? { [field]: message } : { form: message });
    } finally {
      setSending(false);
    }
  };

  if (sentTo)
    return (
      <div className="border-t border-slate-200 bg-white p-3 text-sm text-slate-800">
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {copy.sent(sentTo)}
        </p>
        <button
          ref={doneRef}
          type="button"
          onClick={onDone}
          className={`${button} mt-2 text-brand-700 hover:bg-brand-50`}
        >
          {copy.back}
        </button>
      </div>
    );

  // The two fields, in order: Name, then Email.
  const fields = [
    { key: 'name', ref: nameRef, value: name, setValue: setName, autoComplete: 'name', maxLength: 200 },
    {
      key: 'email',
      ref: emailRef,
      value: email,
      setValue: setEmail,
      type: 'email',
      autoComplete: 'email',
      maxLength: 254,
    },
  ] as const;
  return (
    <form
      ref={markHydrated}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="chat-handoff-title"
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3"
    >
      <p id="chat-handoff-title" className="text-sm font-semibold text-slate-900">
        {chatCopyIn(lang).talkToPerson}
      </p>
      <p className="text-xs text-slate-600">{copy.intro}</p>
      {fields.map(({ key, setValue, ...input }) => (
        <FormField key={key} label={copy[key]} error={errors[key]}>
          <Input {...input} name={key} onChange={(e) => setValue(e.target.value)} />
        </FormField>
      ))}
      {lang === 'en' ? <ConsentNote kind="chat" /> : <HindiConsentNote />}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={`${button} text-slate-700 hover:bg-slate-100`}>
          {copy.cancel}
        </button>
        <button
          type="submit"
          disabled={sending}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400`}
        >
          {sending ? copy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}

/** The Hindi privacy notice the handoff records on a Hindi page (the shared ConsentNote is English only). */
function HindiConsentNote() {
  const version = consentVersionIn('chat', 'hi');
  const text: string = consentTexts[version];
  const words = privacyPolicyWordsIn.hi;
  const at = text.indexOf(words);
  return (
    <p className="col-span-full text-xs leading-5 text-slate-600" data-consent={version}>
      {text.slice(0, at)}
      <Link
        to={localPath('/privacy', 'hi')}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {words}
      </Link>
      {text.slice(at + words.length)}
    </p>
  );
}
