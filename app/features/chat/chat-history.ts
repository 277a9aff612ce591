import { langOfPath } from '#rules/languages.ts';
import { getSessionClient } from '../../lib/session.ts';
import { writeLimitDescription } from '../../lib/write-limit.ts';
import '../../lib/provide-write-limit-hi.ts';
import { chatCopyIn } from './chat-copy-in.ts';
import { isHistoryRow, type HistoryRow } from './transcript.ts';

/**
 * A signed-in user's saved chat (table chat_history, readable and writable only by its owner).
 * Failures are logged as warnings and never thrown: the chat goes on without its history.
 */

/** The user's saved messages, oldest first; null when they could not be loaded. */
export async function loadChatHistory(userId: string): Promise<HistoryRow[] | null> {
  try {
    const supabase = await getSessionClient();
    const { data, error } = await supabase
      .from('chat_history')
      .select('id, message, is_bot, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: true });
    if (error) {
      console.warn('Chat history could not be loaded:', error.message);
      return null;
    }
    const rows: unknown[] = Array.isArray(data) ? data : [];
    const valid = rows.filter(isHistoryRow);
    if (valid.length !== rows.length)
      console.warn(`Chat history: ignored ${rows.length - valid.length} malformed rows`);
    return valid;
  } catch (err) {
    console.warn('Chat history could not be loaded:', err instanceof Error ? err.message : err);
    return null;
  }
}

/** Saves one message; resolves whether or not that worked. */
export async function saveChatMessage(userId: string, message: string, isBot: boolean): Promise<void> {
  try {
    const supabase = await getSessionClient();
    const { error } = await supabase.from('chat_history').insert({ user_id: userId, message, is_bot: isBot });
    if (error) console.warn('Chat message could not be saved:', error.message);
    // Over the server's chat quota (#26): the conversation goes on, unsaved; say when saving
    // resumes, in the language of the page the reader is on now (#29).
    const lang = langOfPath(window.location.pathname);
    const description = error ? writeLimitDescription(error, new Date(), lang) : undefined;
    if (description) {
      const { toast } = await import('../../lib/toast.ts');
      toast.error(chatCopyIn(lang).historyNotSaved, { id: 'chat-quota', description });
    }
  } catch (err) {
    console.warn('Chat message could not be saved:', err instanceof Error ? err.message : err);
  }
}
