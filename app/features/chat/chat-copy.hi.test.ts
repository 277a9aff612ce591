import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { chatCopy } from './chat-copy.ts';
import { chatCopyHi } from './chat-copy.hi.ts';
import { answersHi } from './replies-hi.ts';
import { answers, greetingMessage } from './replies.ts';
import { handoffMessages, handoffMessagesHi } from './send-handoff.ts';
import { botReply, greetingTranscript } from './transcript.ts';
import { launcherCopy } from './chat-launcher.tsx';
import { chatCopyIn, provideChatHindi } from './chat-copy-in.ts';

provideChatHindi(chatCopyHi);

describe('the chat panel in Hindi', () => {
  it('has every English key and no English left', () => {
    expect(shapeOf(chatCopyHi)).toEqual(shapeOf(chatCopy));
    expect(chatCopyIn('hi')).toBe(chatCopyHi);
    expect(chatCopyIn('en')).toBe(chatCopy);
    expect(hindiCopyProblems(chatCopyHi)).toEqual([]);
    expect(shapeOf(handoffMessagesHi)).toEqual(shapeOf(handoffMessages));
    expect(hindiCopyProblems(handoffMessagesHi)).toEqual([]);
    expect(shapeOf(launcherCopy.hi)).toEqual(shapeOf(launcherCopy.en));
    expect(hindiCopyProblems(launcherCopy.hi)).toEqual([]);
  });

  it('greets in the page language; the English greeting is the spec one', () => {
    expect(greetingTranscript(0)[0]!.text).toBe(greetingMessage);
    expect(greetingMessage).toBe(
      "Hello! I'm the Aravali Learning virtual assistant. Ask me about our solutions, features, pricing, a demo, or how to reach our team.",
    );
    expect(greetingTranscript(0, 'hi')[0]!.text).toBe(chatCopyHi.greeting);
  });

  it('answers in Hindi on a Hindi page, whatever the script of the question', () => {
    expect(botReply('how much does it cost?', 0).answer).toBe(answers.pricing);
    expect(botReply('how much does it cost?', 0, [], [], 'hi').answer).toBe(answersHi.pricing);
    expect(botReply('इसकी कीमत क्या है?', 0, [], [], 'hi').answer).toBe(answersHi.pricing);
  });
});
