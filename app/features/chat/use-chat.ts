import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SessionState } from '../../lib/session.ts';
import type { Lang } from '#rules/languages.ts';
import { loadChatHistory, saveChatMessage } from './chat-history.ts';
import { createHistorySync } from './history-sync.ts';
import { understand } from '#rules/assistant-intents.ts';
import { findSiteAnswer } from './helpful-links.ts';
import { answerToText } from './replies.ts';
import { botReply, greetingTranscript, toOutgoing, userMessage, withHistory } from './transcript.ts';
import type { ChatMessage } from './transcript.ts';

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
 * saved history is loaded when the panel opens and every message and reply is saved (see
 * history-sync.ts for when). When the signed-in user changes or signs out, the transcript
 * starts over: one person's chat is never shown to the next at the same browser.
 */
export function useChat(open: boolean, session: SessionState, lang: Lang = 'en'): ChatState {
  const [messages, setMessages] = useState(() => greetingTranscript(undefined, lang));
  const [typing, setTyping] = useState(0);
  const [announcement, setAnnouncement] = useState<ChatState['announcement']>(null);
  // Whose transcript is on screen, and whose history has been fetched (attempted).
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  const [sync] = useState(() => createHistorySync({ load: loadChatHistory, save: saveChatMessage }));
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Counts changes of person: a reply whose search finishes after one is dropped.
  const generation = useRef(0);
  const latest = useRef(messages);
  // The page's language when a reply is written (the panel stays mounted across pages).
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const known = session.status !== 'loading';
  const userId = session.user?.id ?? null;

  // A different person: start over (anonymous -> signed in keeps the in-memory chat).
  if (known && userId !== shownFor) {
    setShownFor(userId);
    if (shownFor !== null) {
      setMessages(greetingTranscript(undefined, lang));
      setAnnouncement(null);
      setTyping(0);
    }
  }

  // Before any pending reply timer can fire: drop the previous person's replies and saves.
  useLayoutEffect(() => {
    if (!known || !sync.setUser(userId)) return;
    for (const t of timers.current) clearTimeout(t);
    timers.current.clear();
    generation.current += 1;
  }, [known, userId, sync]);

  useEffect(() => {
    latest.current = messages;
  }, [messages]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!open || !known) return;
    const keysAtStart = new Set(latest.current.map((m) => m.key));
    const load = sync.loadIfDue();
    if (!load || !userId) return;
    // Not cancelled when the panel closes meanwhile: the rows still belong on screen (a change
    // of user is handled by the sync, which then answers null).
    void load.then((rows) => {
      setFetchedFor(userId);
      if (rows) setMessages((shown) => withHistory(shown, rows, keysAtStart));
    });
  }, [open, known, userId, sync]);

  const send = useCallback(
    (raw: string) => {
      const text = toOutgoing(raw);
      if (!text) return false;
      setMessages((shown) => [...shown, userMessage(text)]);
      sync.save(text, false);
      setTyping((n) => n + 1);
      // A question no keyword or synonym covers: the server looks for the site's answer meanwhile (ADR 039).
      const found = understand(text).intent ? Promise.resolve(null) : findSiteAnswer(text);
      const person = generation.current;
      const timer = setTimeout(() => {
        void found.then((site) => {
          timers.current.delete(timer);
          if (person !== generation.current) return; // someone else's chat by now
          const reply = botReply(text, Date.now(), site?.links, site?.quotes, langRef.current);
          setMessages((shown) => [...shown, reply]);
          setTyping((n) => Math.max(0, n - 1));
          const spoken = reply.answer ? answerToText(reply.answer) : reply.text;
          setAnnouncement((a) => ({ text: spoken, count: (a?.count ?? 0) + 1 }));
          sync.save(reply.text, true);
        });
      }, replyDelayMs);
      timers.current.add(timer);
      return true;
    },
    [sync],
  );

  const loadingHistory = open && userId !== null && fetchedFor !== userId;
  return { messages, typing: typing > 0, loadingHistory, announcement, send };
}
