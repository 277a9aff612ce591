/**
 * The chat panel's own words (not the assistant's replies, which are replies.ts and
 * replies-hi.ts), English as the spec has it; the Hindi twin is ./chat-copy.hi.ts (issue #29).
 */
import { site } from '#config/site.ts';

export const chatCopy = {
  greeting: `Hello! I'm the ${site.name} virtual assistant. Ask me about our solutions, features, pricing, a demo, or how to reach our team.`,
  readyToast: { title: 'Chat Assistant', description: 'Our virtual assistant is ready to help you.' },
  /** The toast when the server's chat quota stops saving the conversation (its description says until when). */
  historyNotSaved: 'Chat history not saved',
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
  handoff: {
    intro: 'We will send this conversation to our team and reply by email.',
    name: 'Name',
    email: 'Email',
    cancel: 'Cancel',
    sending: 'Sending…',
    submit: 'Send to our team',
    failed: 'Something went wrong. Please try again.',
    sent: (email: string) =>
      `Thank you! We have sent your conversation to our team. A person will reply to ${email} within 24 hours on working days.`,
    back: 'Back to the chat',
  },
} as const;
