import { useLang } from '../../lib/lang.ts';
import { useSession } from '../../lib/session.ts';
import { ChatPanel } from './chat-panel.tsx';
import { useChat } from './use-chat.ts';
export { chatWordsReady } from './chat-copy-in.ts';

/**
 * The lazily loaded part of the chat: it stays mounted once loaded, so the conversation (and
 * a reply still being "typed") survives closing the panel and moving between pages.
 */
export function ChatWidget({ open, onClose }: { open: boolean; onClose: (restoreFocus: boolean) => void }) {
  const session = useSession();
  const { send, ...state } = useChat(open, session, useLang());
  return open ? <ChatPanel {...state} onSend={send} onClose={onClose} user={session.user} /> : null;
}
