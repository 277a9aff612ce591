import { describe, expect, it } from 'vitest';
import { intentPhrases, specKeywordIn, specKeywords, understand } from './assistant-intents.ts';

const intentOf = (q: string) => understand(q).intent;

describe('understand: the specified keywords as whole words', () => {
  it('keeps the specified keyword order', () => {
    expect(specKeywords.map(([k]) => k)).toEqual([
      'hello',
      'hi',
      'help',
      'contact',
      'solutions',
      'price',
      'pricing',
      'who are you',
      'about',
      'demo',
      'features',
    ]);
    expect(specKeywordIn('features and demo and about')).toBe('about');
    expect(intentOf('Hi, what does it cost?')).toBe('greeting');
  });

  it("never finds 'hi' inside 'hiring', 'this', 'which' or 'chahiye'", () => {
    for (const q of ['Are you hiring?', 'this bot is useless', 'Which grades do you cover?', 'madad chahiye'])
      expect(intentOf(q)).not.toBe('greeting');
  });

  it('matches a multi-word keyword only as consecutive words', () => {
    expect(specKeywordIn('WHO ARE YOU?')).toBe('who are you');
    expect(specKeywordIn('who, you are')).toBeNull();
  });
});

describe('understand: synonyms and common phrasings', () => {
  it.each([
    ['How much does it cost?', 'pricing'],
    ['What are your fees?', 'pricing'],
    ['Can I get a quote?', 'pricing'],
    ['how much for 300 students', 'pricing'],
    ['Any job for me?', 'careers'],
    ['Are you hiring?', 'careers'],
    ['Is there a vacancy?', 'careers'],
    ['Is there a free trial?', 'demo'],
    ['Can I see a demonstration?', 'demo'],
    ['Am I talking to a bot?', 'identity'],
    ['What products do you have?', 'solutions'],
    ['this bot is useless, can I talk to a person?', 'contact'],
  ] as const)('%j is about %s', (q, intent) => {
    expect(intentOf(q)).toBe(intent);
  });

  it('prefers the longest phrase found: "free trial" is a demo, "free" alone is not', () => {
    expect(intentOf('free trial please')).toBe('demo');
    expect(intentOf('is it free')).toBe('pricing');
  });

  it('understands Hinglish in Latin script and answers in English', () => {
    expect(understand('kitne ka hai?')).toEqual({ intent: 'pricing', language: 'en', matched: 'kitne' });
    expect(intentOf('naukri chahiye')).toBe('careers');
    expect(intentOf('aap kaun ho')).toBe('identity');
  });

  it('understands Hindi in Devanagari and answers in Hindi, with or without nukta and chandrabindu', () => {
    expect(understand('इसकी कीमत क्या है?')).toMatchObject({ intent: 'pricing', language: 'hi' });
    expect(intentOf('क्या आप भर्ती कर रहे हैं?')).toBe('careers');
    expect(intentOf('डेमो कैसे बुक करें?')).toBe('demo');
    expect(intentOf('प्लेटफ़ॉर्म की मुख्य विशेषताएँ')).toBe('features');
    expect(intentOf('प्लेटफॉर्म की मुख्य विशेषताएं')).toBe('features');
    expect(understand('कुछ और बताइए')).toEqual({ intent: null, language: 'hi', matched: null });
  });

  it('leaves a question it does not understand to the site content', () => {
    expect(understand('How is student data protected?')).toEqual({ intent: null, language: 'en', matched: null });
  });

  it('has no phrase in two intents', () => {
    const seen = new Map<string, string>();
    for (const [intent, phrases] of intentPhrases)
      for (const phrase of phrases) {
        expect(seen.get(phrase), phrase).toBeUndefined();
        seen.set(phrase, intent);
      }
  });
});
