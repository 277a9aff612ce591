import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLang } from '../../lib/lang.ts';
import type { SessionUser } from '../../lib/session.ts';
import { chatCopyIn } from './chat-copy-in.ts';
import { toast } from '../../lib/toast.ts';
import { ChatHandoff } from './chat-handoff.tsx';
import { chatPanelId } from './chat-ids.ts';
import { ChatMessageItem, TypingIndicator } from './chat-message.tsx';
import { maxMessageLength } from './transcript.ts';
import type { ChatState } from './use-chat.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

type Props = Omit<ChatState, 'send'> & {
  onSend: ChatState['send'];
  /** Closes the panel; `restoreFocus` moves focus back to the toggle. */
  onClose: (restoreFocus: boolean) => void;
  /** The signed-in user, whose name and email "Talk to a person" fills in. */
  user: SessionUser | null;
};

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Below the md breakpoint the panel spans most of the screen (sonner also goes full width there). */
function isNarrow() {
  return window.matchMedia('(max-width: 767px)').matches;
}

/**
 * The chat panel: a non-modal dialog. It does not trap focus or hide the page (a visitor may
 * read the page, or follow a link from a reply, while it is open), so it is a plain element
 * with role="dialog" rather than a modal primitive. Opening moves focus to the input; Escape
 * anywhere inside, or the close button, closes it and returns focus to the toggle.
 */
export function ChatPanel({ messages, typing, loadingHistory, announcement, onSend, onClose, user }: Props) {
  const titleId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [draft, setDraft] = useState('');
  const [handoff, setHandoff] = useState(false);
  const handoffButtonRef = useRef<HTMLButtonElement>(null);
  const copy = chatCopyIn(useLang());
  const readyToast = copy.readyToast;

  useEffect(() => {
    toast(readyToast.title, {
      id: 'chat-assistant-ready',
      description: readyToast.description,
      duration: 3000,
      // On a phone a bottom toast would cover the input and the toggle: show it at the top.
      ...(isNarrow() ? { position: 'top-center' as const } : {}),
    });
    inputRef.current?.focus({ preventScroll: true });
  }, [readyToast]);

  useEffect(() => {
    const list = listRef.current;
    list?.scrollTo({ top: list.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messages, typing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (onSend(draft)) setDraft('');
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    onClose(true);
  };

  // On a phone the panel covers most of the page: following a link from a reply closes it.
  const onNavigate = () => {
    if (isNarrow()) onClose(false);
  };

  const status = loadingHistory ? copy.status.loading : typing ? copy.status.typing : copy.status.online;
  const canSend = draft.trim().length > 0;

  return (
    <section
      id={chatPanelId}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-22 z-50 flex h-[450px] max-h-[calc(100dvh-6.5rem)] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 transition duration-200 ease-out motion-reduce:transition-none md:w-96 starting:translate-y-3 starting:opacity-0"
    >
      <header className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15" aria-hidden="true">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold">
            {copy.title}
          </h2>
          <p id={statusId} className="flex items-center gap-1.5 text-xs text-brand-100">
            <span
              className={
                typing || loadingHistory ? 'size-2 rounded-full bg-amber-300' : 'size-2 rounded-full bg-emerald-400'
              }
              aria-hidden="true"
            />
            {status}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={copy.close}
          className="rounded-full p-1.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <ol
        ref={listRef}
        aria-label={copy.conversation}
        aria-busy={loadingHistory}
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4 focus-visible:-outline-offset-2"
      >
        {messages.map((message) => (
          <ChatMessageItem key={message.key} message={message} onNavigate={onNavigate} />
        ))}
        {typing ? <TypingIndicator /> : null}
      </ol>

      <div aria-live="polite" className="sr-only">
        {announcement ? (
          <p key={announcement.count}>
            {copy.assistantPrefix}
            {announcement.text}
          </p>
        ) : null}
      </div>

      {handoff ? (
        <ChatHandoff
          messages={messages}
          user={user}
          onDone={() => {
            setHandoff(false);
            requestAnimationFrame(() => handoffButtonRef.current?.focus());
          }}
        />
      ) : (
        <>
          <div className="flex justify-end border-t border-slate-200 bg-white px-3 pt-2">
            <button
              ref={handoffButtonRef}
              type="button"
              onClick={() => setHandoff(true)}
              className="rounded-full px-3 py-1 text-xs font-medium text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline"
            >
              {copy.talkToPerson}
            </button>
          </div>
          <form ref={markHydrated} onSubmit={submit} className="flex items-center gap-2 bg-white p-3 pt-2">
            <input
              ref={inputRef}
              type="text"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={maxMessageLength}
              autoComplete="off"
              enterKeyHint="send"
              aria-label={copy.inputLabel}
              placeholder={copy.placeholder}
              className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-offset-0 sm:text-sm"
            />
            <button
              type="submit"
              disabled={!canSend}
              aria-label={copy.send}
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              <SendHorizontal className="size-5" aria-hidden="true" />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
