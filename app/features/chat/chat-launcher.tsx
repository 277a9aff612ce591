import { MessageCircle, X } from '../../components/icons/chrome.tsx';
import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { Component, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadOnce } from '../../lib/load-once.ts';
import { chatPanelId } from './chat-ids.ts';
import type { ChatWidget as ChatWidgetComponent } from './chat-widget.tsx';

type Widget = typeof ChatWidgetComponent;

/** Loads the chat's code (panel, replies, history) once; a failed load may be retried. */
const loadWidget: () => Promise<Widget> = loadOnce(() =>
  import('./chat-widget.tsx').then((m) => m.chatWordsReady.then(() => m.ChatWidget)),
);

/**
 * The launcher's own few words in each language (issue #29). Kept here, small, rather than in
 * chat-copy.ts: the launcher is part of every page's start-up code, the panel's words are not.
 */
export const launcherCopy = {
  en: {
    label: 'Chat assistant',
    unavailable: 'Chat is unavailable',
    connection: 'Please check your connection and try again.',
    reload: 'Please reload the page and try again.',
  },
  hi: {
    label: 'चैट सहायक',
    unavailable: 'चैट अभी उपलब्ध नहीं है',
    connection: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर प्रयास करें।',
    reload: 'कृपया पृष्ठ दोबारा लोड करके फिर प्रयास करें।',
  },
} as const;

function unavailable(lang: Lang, description: 'connection' | 'reload') {
  const copy = launcherCopy[lang];
  // The toast code is not part of the page's start-up; it is loaded by the time this is needed.
  void import('../../lib/toast.ts').then(({ toast }) =>
    toast.error(copy.unavailable, { id: 'chat-unavailable', description: copy[description] }),
  );
}

/** Keeps a failure inside the chat from taking the page down with it: the chat just goes away. */
class ChatBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The chat assistant stopped after an error:', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The round chat toggle, rendered on every page by the root layout. Only this button loads with
 * the page (after it, when the browser is idle: `deferred` in the root): the panel's code (panel,
 * replies, history, session) is fetched when the chat is first opened, from the press of the
 * button, so a visit that never opens it never downloads it (ADR 025). It is fixed-positioned and
 * server-rendered, so it never shifts the layout.
 */
export function ChatLauncher() {
  const lang = useLang();
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const [open, setOpen] = useState(false);
  const [ChatWidget, setChatWidget] = useState<Widget | null>(null);
  const [broken, setBroken] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);

  useEffect(() => {
    wantsOpen.current = open;
  }, [open]);

  const ensureLoaded = useCallback(() => {
    loadWidget().then(
      (widget) => setChatWidget(() => widget),
      (err: unknown) => {
        console.warn('The chat assistant could not be loaded:', err);
        if (!wantsOpen.current) return;
        unavailable(langRef.current, 'connection');
        setOpen(false);
      },
    );
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  const onWidgetError = useCallback(() => {
    setBroken(true);
    setOpen(false);
    unavailable(langRef.current, 'reload');
  }, []);

  const toggle = () => {
    if (broken) return unavailable(lang, 'reload');
    wantsOpen.current = !open;
    if (!open) ensureLoaded();
    setOpen(!open);
  };

  const expanded = open && ChatWidget !== null;

  return (
    <>
      {ChatWidget ? (
        <ChatBoundary onError={onWidgetError}>
          <ChatWidget open={open} onClose={close} />
        </ChatBoundary>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={launcherCopy[lang].label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={expanded ? chatPanelId : undefined}
        aria-busy={open && !ChatWidget}
        onClick={toggle}
        onPointerDown={ensureLoaded}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) close(true);
        }}
        className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/60 transition-transform duration-150 hover:scale-105 hover:bg-brand-800 active:scale-95 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        {expanded ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
    </>
  );
}
