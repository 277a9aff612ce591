import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionState } from '../../lib/session.ts';
import { loadChatHistory, saveChatMessage } from './chat-history.ts';
import { botReply, greetingTranscript, toOutgoing, userMessage, withHistory, type ChatMessage } from './transcript.ts';

/** How long the assistant "types" before its reply appears. */
export const replyDelayMs = 600;

export type ChatState = {
  messages: ChatMessage[];
  /** Replies still being "typed". */
  typing: boolean;
  loadingHistory: boolean;
  /** The latest reply and a counter, for the screen-reader announcement. */
  announcement: { text: string; count: number } | null;
  /** Sends the input; returns false when there was nothing to send. */
  send: (raw: string) => boolean;
};

/**
 * The conversation. Anonymous visitors' chat lives only in memory. For a signed-in user the
 * saved history is loaded the first time the panel opens (once per user and page session, so
 * reopening never drops a message whose save failed), and every message and reply is saved in
 * order. Saves wait for that load, so the load never sees this session's messages twice.
 * When the user signs out or changes, the transcript starts over: one user's chat is never
 * shown to the next person at the same browser.
 */
export function useChat(open: boolean, session: SessionState): ChatState {
  const [messages, setMessages] = useState(greetingTranscript);
  const [typing, setTyping] = useState(0);
  const [loadingHistory, setLoadingHistory] = useState(false);
  const [announcement, setAnnouncement] = useState<ChatState['announcement']>(null);
  const userId = session.user?.id ?? null;
  const owner = useRef<string | null>(null);
  const loadedFor = useRef<string | null>(null);
  const historyLoaded = useRef<Promise<unknown>>(Promise.resolve());
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const generation = useRef(0);
  const latest = useRef(messages);

  useEffect(() => {
    latest.current = messages;
  }, [messages]);

  const cancelReplies = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current.clear();
    setTyping(0);
  }, []);

  // A different person: start over (anonymous -> signed in keeps the in-memory chat).
  useEffect(() => {
    if (session.status === 'loading' || userId === owner.current) return;
    const previous = owner.current;
    owner.current = userId;
    loadedFor.current = null;
    if (previous === null) return;
    generation.current += 1;
    cancelReplies();
    setLoadingHistory(false);
    setAnnouncement(null);
    setMessages(greetingTranscript());
  }, [session.status, userId, cancelReplies]);

  useEffect(() => {
    if (!open || !userId || loadedFor.current === userId) return;
    loadedFor.current = userId;
    const gen = generation.current;
    const keysAtStart = new Set(latest.current.map((m) => m.key));
    setLoadingHistory(true);
    const load = loadChatHistory(userId).then((rows) => {
      if (gen !== generation.current) return;
      setLoadingHistory(false);
      if (rows) setMessages((current) => withHistory(current, rows, keysAtStart));
    });
    historyLoaded.current = load;
  }, [open, userId]);

  useEffect(() => cancelReplies, [cancelReplies]);

  const save = useCallback((text: string, isBot: boolean) => {
    const id = owner.current;
    if (!id) return;
    const gen = generation.current;
    saves.current = saves.current
      .then(() => historyLoaded.current)
      .then(() => (gen === generation.current ? saveChatMessage(id, text, isBot) : undefined));
  }, []);

  const send = useCallback(
    (raw: string) => {
      const text = toOutgoing(raw);
      if (!text) return false;
      setMessages((current) => [...current, userMessage(text)]);
      save(text, false);
      setTyping((n) => n + 1);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        const reply = botReply(text);
        setMessages((current) => [...current, reply]);
        setTyping((n) => Math.max(0, n - 1));
        setAnnouncement((a) => ({ text: reply.text, count: (a?.count ?? 0) + 1 }));
        save(reply.text, true);
      }, replyDelayMs);
      timers.current.add(timer);
      return true;
    },
    [save],
  );

  return { messages, typing: typing > 0, loadingHistory, announcement, send };
}
