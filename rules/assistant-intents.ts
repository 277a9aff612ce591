/**
 * What a chat question is about (ADR 039), shared by the site (the chat panel picks its reply
 * at once) and the server (GET /api/assistant builds the answer from site content). Plain code,
 * no external service.
 *
 * 1. The specified keywords, in the specified order, as whole words (a multi-word keyword as
 *    consecutive words): the first one present wins. The specification matched by substring,
 *    so 'hi' was found inside "hiring" and "this"; that is the one deliberate difference
 *    (docs/spec-differences.md).
 * 2. Otherwise synonyms and common phrasings, in English, Hinglish (Hindi in Latin script) and
 *    Hindi (Devanagari): the longest phrase present wins (so "free trial" is a demo, not
 *    pricing), ties broken by the intents' order below.
 * 3. Otherwise nothing: the caller answers from the site's content.
 *
 * A question with Devanagari letters is answered in Hindi; one in Latin script in English.
 */
export const assistantIntents = [
  'greeting',
  'help',
  'contact',
  'solutions',
  'pricing',
  'identity',
  'about',
  'demo',
  'features',
  'careers',
] as const;
export type AssistantIntent = (typeof assistantIntents)[number];
export type ReplyLanguage = 'en' | 'hi';

/** The specified keyword table, in its order. */
export const specKeywords: readonly (readonly [keyword: string, intent: AssistantIntent])[] = [
  ['hello', 'greeting'],
  ['hi', 'greeting'],
  ['help', 'help'],
  ['contact', 'contact'],
  ['solutions', 'solutions'],
  ['price', 'pricing'],
  ['pricing', 'pricing'],
  ['who are you', 'identity'],
  ['about', 'about'],
  ['demo', 'demo'],
  ['features', 'features'],
];

/**
 * Synonyms and phrasings per intent, in the order that breaks ties between equally long
 * phrases. Written before tuning against tests/fixtures/assistant-questions.json; extend with
 * care: a word here answers every question containing it.
 */
export const intentPhrases: readonly (readonly [intent: AssistantIntent, phrases: readonly string[]])[] = [
  [
    'pricing',
    [
      'cost',
      'costs',
      'costing',
      'fee',
      'fees',
      'quote',
      'quotes',
      'quotation',
      'how much',
      'affordable',
      'budget',
      'discount',
      'discounts',
      'charges',
      'subscription',
      'prices',
      'price list',
      'is it free',
      'kitne',
      'kitna',
      'kitni',
      'daam',
      'paisa',
      'paise',
      'kharcha',
      'kharch',
      'shulk',
      'rupees',
      'rupaye',
      'कीमत',
      'मूल्य',
      'दाम',
      'फीस',
      'शुल्क',
      'कोटेशन',
      'खर्च',
      'खर्चा',
      'कितना',
      'कितने',
      'कितनी',
      'लागत',
      'पैसे',
      'रुपये',
      'सदस्यता',
      'मूल्य-प्रस्ताव',
      'प्राइस',
    ],
  ],
  [
    'careers',
    [
      'job',
      'jobs',
      'hiring',
      'hire',
      'vacancy',
      'vacancies',
      'career',
      'careers',
      'opening',
      'openings',
      'internship',
      'internships',
      'intern',
      'recruitment',
      'recruiting',
      'work for you',
      'work with you',
      'join your team',
      'remote',
      'remotely',
      'resume',
      'cv',
      'apply',
      'naukri',
      'naukari',
      'bharti',
      'bharthi',
      'rozgar',
      'नौकरी',
      'नौकरियां',
      'भर्ती',
      'रिक्ति',
      'रिक्तियां',
      'रिक्त पद',
      'करियर',
      'कैरियर',
      'रोजगार',
      'आवेदन',
      'इंटर्नशिप',
      'जॉब',
      'वैकेंसी',
    ],
  ],
  [
    'demo',
    [
      'demonstration',
      'trial',
      'free trial',
      'show me how',
      'show us how',
      'how it works',
      'see it in action',
      'walkthrough',
      'walk through',
      'try it',
      'try it out',
      'dikhao',
      'dikha do',
      'dikha sakte',
      'डेमो',
      'प्रदर्शन',
      'परीक्षण',
      'निःशुल्क परीक्षण',
      'ट्रायल',
    ],
  ],
  [
    'identity',
    [
      'bot',
      'chatbot',
      'robot',
      'are you human',
      'are you a bot',
      'your name',
      'who is this',
      'what are you',
      'kaun ho',
      'aap kaun',
      'tum kaun',
      'kon ho',
      'kaun hain',
      'आप कौन',
      'तुम कौन',
      'कौन हो',
      'कौन हैं',
      'कौन है आप',
    ],
  ],
  [
    'solutions',
    [
      'solution',
      'products',
      'product',
      'offerings',
      'services',
      'what do you sell',
      'what do you do',
      'उत्पाद',
      'समाधान',
      'सेवाएं',
      'प्रोडक्ट',
      'सॉल्यूशन',
    ],
  ],
  [
    'features',
    [
      'feature',
      'capabilities',
      'what can it do',
      'functionality',
      'विशेषताएं',
      'विशेषता',
      'सुविधाएं',
      'सुविधा',
      'खूबियां',
      'फीचर्स',
      'फीचर',
    ],
  ],
  ['help', ['what can you do', 'can you help', 'assist me', 'assistance', 'madad', 'sahayata', 'मदद', 'सहायता']],
  [
    'contact',
    [
      'talk to a person',
      'speak to a person',
      'talk to someone',
      'speak to someone',
      'a person',
      'a human',
      'real person',
      'call me',
      'call back',
      'callback',
      'whatsapp',
      'phone',
      'phone number',
      'telephone',
      'email',
      'e-mail',
      'reach you',
      'get in touch',
      'office hours',
      'address',
      'office',
      'located',
      'sales',
      'baat',
      'sampark',
      'number',
      'संपर्क',
      'फोन',
      'ईमेल',
      'बात',
      'कार्यालय',
      'पता',
      'नंबर',
      'दफ्तर',
    ],
  ],
  [
    'about',
    [
      'company',
      'founded',
      'who is behind',
      'history',
      'background',
      'baare',
      'kampani',
      'बारे',
      'कंपनी',
      'कम्पनी',
      'स्थापना',
      'परिचय',
    ],
  ],
  [
    'greeting',
    ['namaste', 'namaskar', 'hey', 'hii', 'good morning', 'good evening', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'हैलो', 'हेलो'],
  ],
];

const devanagari = /[\u0900-\u097f]/;
const tokenPattern = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Text as the matcher compares it: NFC, lowercase, Devanagari's nukta dropped (फ़ = फ) and
 * chandrabindu written as anusvara (ँ = ं), as visitors type both.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902');
}

/** The words of a text, normalised. */
export function matchTokens(text: string): string[] {
  return normalizeForMatch(text).match(tokenPattern) ?? [];
}

function findPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

const specTokens = specKeywords.map(([keyword, intent]) => [keyword, matchTokens(keyword), intent] as const);
const phraseTokens = intentPhrases.flatMap(([intent, phrases], order) =>
  phrases.map((phrase) => ({ intent, order, tokens: matchTokens(phrase) })),
);

/** The specified keyword present in the input as whole words, first in table order; null for none. */
export function specKeywordIn(input: string): string | null {
  const tokens = matchTokens(input);
  return specTokens.find(([, words]) => findPhrase(tokens, words))?.[0] ?? null;
}

export type Understanding = {
  readonly intent: AssistantIntent | null;
  readonly language: ReplyLanguage;
  /** What decided it: the specified keyword or the synonym found; null when nothing matched. */
  readonly matched: string | null;
};

/** What the question is about and the language to answer in. */
export function understand(input: string): Understanding {
  const language: ReplyLanguage = devanagari.test(input) ? 'hi' : 'en';
  const tokens = matchTokens(input);
  for (const [keyword, words, intent] of specTokens)
    if (findPhrase(tokens, words)) return { intent, language, matched: keyword };
  let best: (typeof phraseTokens)[number] | null = null;
  for (const candidate of phraseTokens) {
    if (!findPhrase(tokens, candidate.tokens)) continue;
    if (
      !best ||
      candidate.tokens.length > best.tokens.length ||
      (candidate.tokens.length === best.tokens.length && candidate.order < best.order)
    )
      best = candidate;
  }
  return best
    ? { intent: best.intent, language, matched: best.tokens.join(' ') }
    : { intent: null, language, matched: null };
}
