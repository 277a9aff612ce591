import { localPath } from '#app/lib/local-path.ts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useLang } from '../../lib/lang.ts';
import { chatCopyIn } from './chat-copy-in.ts';
import type { Answer, Segment } from './replies.ts';
import type { ChatMessage } from './transcript.ts';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Segments({ segments, onNavigate }: { segments: readonly Segment[]; onNavigate: () => void }) {
  // On a Hindi page the replies' site links stay on the Hindi pages (issue #29).
  const pageLang = useLang();
  return segments.map((segment, i) => {
    if (typeof segment === 'string') return segment;
    return segment.href.startsWith('/') ? (
      <Link key={i} to={localPath(segment.href, pageLang)} className={linkClass} onClick={onNavigate}>
        {segment.text}
      </Link>
    ) : (
      <a key={i} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    );
  });
}

function AnswerBody({ answer, onNavigate }: { answer: Answer; onNavigate: () => void }) {
  return answer.map((block, i) =>
    block.kind === 'paragraph' ? (
      <p key={i} className="[&+*]:mt-2">
        <Segments segments={block.segments} onNavigate={onNavigate} />
      </p>
    ) : (
      <ul key={i} className="list-disc space-y-1 pl-4 [&+*]:mt-2">
        {block.items.map((item, j) => (
          <li key={j}>
            <Segments segments={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    ),
  );
}

let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * A message's time ('4:05 PM' in the visitor's locale). The formatter is made at the first
 * message shown, not when the chat code loads: creating one costs several milliseconds of main
 * thread (locale data), and the code loads while the page may still be starting.
 */
export function formatMessageTime(timestamp: number | Date): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return timeFormat.format(timestamp);
}

/**
 * One message bubble. Text typed by people, and any saved text not recognised as one of the
 * assistant's own answers, is rendered as a React text node: never parsed as HTML.
 */
export function ChatMessageItem({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const { isBot } = message;
  const copy = chatCopyIn(useLang());
  // A message in Devanagari (a Hindi question or the Hindi reply, ADR 039) is marked as Hindi.
  const lang = /[\u0900-\u097f]/.test(message.text) ? 'hi' : undefined;
  return (
    <li className={cn('flex flex-col gap-1', isBot ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words',
          isBot
            ? 'rounded-bl-sm bg-white text-slate-800 shadow-sm ring-1 ring-slate-200'
            : 'rounded-br-sm bg-brand-700 whitespace-pre-wrap text-white',
        )}
      >
        <span className="sr-only">{isBot ? copy.assistantPrefix : copy.youPrefix}</span>
        {message.answer ? (
          <div lang={lang}>
            <AnswerBody answer={message.answer} onNavigate={onNavigate} />
          </div>
        ) : (
          <span lang={lang} className={isBot ? 'whitespace-pre-wrap' : undefined}>
            {message.text}
          </span>
        )}
      </div>
      <time className="px-1 text-[11px] text-slate-500" dateTime={new Date(message.timestamp).toISOString()}>
        {formatMessageTime(message.timestamp)}
      </time>
    </li>
  );
}

/** Three pulsing dots while the assistant "types" (still when the user prefers reduced motion). */
export function TypingIndicator() {
  return (
    <li className="flex items-start" aria-hidden="true">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200">
        {['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''].map((delay) => (
          <span
            key={delay}
            className={cn('size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none', delay)}
          />
        ))}
      </div>
    </li>
  );
}
