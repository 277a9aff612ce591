/**
 * The chat panel's own words (not the assistant's replies, which are replies.ts and
 * replies-hi.ts), English as the spec has it; the Hindi twin is ./chat-copy.hi.ts (issue #29).
 */
import { site } from '#config/site.ts';

export const chatCopy = {
  greeting: `Hello! I'm the ${site.name} virtual assistant. Ask me about our solutions, features, pricing, a demo, or how to reach our team.`,
  readyToast: { title: 'Chat Assistant', description: 'Our virtual assistant is ready to help you.' },
  title: 'Chat Assistant',
  status: { loading: 'Loading your conversation…', typing: 'Typing…', online: 'Online · replies instantly' },
  close: 'Close chat',
  conversation: 'Conversation',
  assistantPrefix: 'Assistant: ',
  youPrefix: 'You: ',
  talkToPerson: 'Talk to a person',
  inputLabel: 'Type your message',
  placeholder: 'Type your message…',
  send: 'Send message',
} as const;
