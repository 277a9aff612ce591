/**
 * The Hindi glossary in the form the code uses (docs/hindi-glossary.md explains the choices).
 * Standard Hindi as Rajasthan's education department writes it: product names, the company's
 * name and a few technical abbreviations stay in Latin script; other terms have one Hindi form,
 * used everywhere. `avoid` lists forms that must not appear in our Hindi (a test checks the
 * assistant's Hindi replies); `variants` are forms visitors type, which the assistant and the
 * search understand as the same term (they are never written by us).
 */
export type GlossaryEntry = {
  /** The English term, lowercase (as it appears in the English text). */
  readonly en: string;
  /** The Hindi we write; for a term kept in Latin script, the term itself. */
  readonly hi: string;
  readonly keepLatin?: true;
  /** Inflected forms we write in sentences (e.g. the oblique plural), besides `hi`. */
  readonly inflected?: readonly string[];
  /** Forms we never write for this term. */
  readonly avoid?: readonly string[];
  /** Other forms visitors type (inflections, spellings), understood as this term. */
  readonly variants?: readonly string[];
};

/** Names that stay exactly as in English, in Latin script, in every Hindi text. */
export const latinNames = [
  'Aravali Learning',
  'AI Adaptive Learning',
  'AR/VR Virtual Labs',
  'Cloud LMS',
  'AI Teacher Assistants',
  'Enterprise Solutions',
  'AI',
  'AR/VR',
  'LMS',
  'SIS',
  'NEP 2020',
] as const;

export const hindiGlossary: readonly GlossaryEntry[] = [
  { en: 'ai', hi: 'AI', keepLatin: true, avoid: ['एआई', 'कृत्रिम बुद्धिमत्ता'], variants: ['एआई', 'ए.आई.'] },
  { en: 'lms', hi: 'LMS', keepLatin: true, avoid: ['एलएमएस'], variants: ['एलएमएस'] },
  { en: 'virtual assistant', hi: 'वर्चुअल सहायक', avoid: ['आभासी सहायक', 'वर्चुअल असिस्टेंट'] },
  { en: 'solutions', hi: 'समाधान', avoid: ['सॉल्यूशंस', 'सोल्यूशन'], variants: ['सॉल्यूशन'] },
  {
    en: 'features',
    hi: 'विशेषताएँ',
    inflected: ['विशेषताओं'],
    avoid: ['विशेषताएं', 'फीचर्स', 'फ़ीचर'],
    variants: ['विशेषताएं', 'विशेषता', 'सुविधाएँ', 'सुविधाएं', 'खूबियाँ', 'फीचर्स'],
  },
  {
    en: 'pricing',
    hi: 'शुल्क',
    avoid: ['प्राइसिंग'],
    variants: ['कीमत', 'मूल्य', 'दाम', 'फीस', 'लागत', 'खर्च', 'खर्चा', 'प्राइस'],
  },
  { en: 'quote', hi: 'मूल्य-प्रस्ताव', avoid: ['कोट'], variants: ['कोटेशन', 'दर', 'भाव'] },
  { en: 'demo', hi: 'डेमो', avoid: ['डैमो'], variants: ['प्रदर्शन', 'प्रदर्शनी'] },
  { en: 'trial', hi: 'परीक्षण', variants: ['ट्रायल'] },
  { en: 'contact form', hi: 'संपर्क फ़ॉर्म', avoid: ['कॉन्टैक्ट फॉर्म', 'संपर्क प्रपत्र'] },
  { en: 'contact', hi: 'संपर्क', avoid: ['कॉन्टैक्ट'], variants: ['सम्पर्क', 'फोन', 'फ़ोन', 'ईमेल', 'बात'] },
  { en: 'team', hi: 'टीम' },
  { en: 'sales team', hi: 'बिक्री टीम', avoid: ['सेल्स टीम'] },
  { en: 'school', hi: 'विद्यालय', avoid: ['स्कूल'], variants: ['स्कूल', 'स्कूलों', 'विद्यालयों'] },
  { en: 'university', hi: 'विश्वविद्यालय', avoid: ['यूनिवर्सिटी'], variants: ['विश्वविद्यालयों', 'यूनिवर्सिटी'] },
  { en: 'organisation', hi: 'संस्था', avoid: ['ऑर्गनाइज़ेशन'], variants: ['संगठन', 'संस्थाओं'] },
  { en: 'institution', hi: 'संस्थान', variants: ['संस्थानों'] },
  { en: 'student', hi: 'विद्यार्थी', avoid: ['स्टूडेंट', 'छात्र'], variants: ['छात्र', 'छात्रों', 'विद्यार्थियों', 'स्टूडेंट'] },
  { en: 'teacher', hi: 'शिक्षक', avoid: ['टीचर'], variants: ['शिक्षकों', 'अध्यापक', 'अध्यापकों', 'टीचर'] },
  { en: 'learning path', hi: 'अधिगम पथ', avoid: ['लर्निंग पाथ'] },
  { en: 'lesson plan', hi: 'पाठ योजना', avoid: ['लेसन प्लान'], variants: ['पाठ-योजना', 'पाठ योजनाएँ'] },
  { en: 'question paper', hi: 'प्रश्न पत्र', avoid: ['क्वेश्चन पेपर'], variants: ['प्रश्न-पत्र', 'प्रश्नपत्र'] },
  { en: 'feedback', hi: 'प्रतिपुष्टि', avoid: ['फीडबैक'], variants: ['फीडबैक'] },
  { en: 'attendance', hi: 'उपस्थिति', avoid: ['अटेंडेंस'], variants: ['हाज़िरी', 'हाजिरी'] },
  { en: 'parent', hi: 'अभिभावक', avoid: ['पेरेंट'], variants: ['अभिभावकों', 'माता-पिता'] },
  { en: 'course', hi: 'पाठ्यक्रम', avoid: ['कोर्स'], variants: ['कोर्स', 'पाठ्यक्रमों'] },
  { en: 'assignment', hi: 'गृहकार्य', avoid: ['असाइनमेंट'], variants: ['असाइनमेंट'] },
  { en: 'lab', hi: 'प्रयोगशाला', avoid: ['लैब'], variants: ['प्रयोगशालाएँ', 'प्रयोगशालाओं', 'लैब'] },
  { en: 'virtual', hi: 'वर्चुअल', avoid: ['आभासी'], variants: ['आभासी'] },
  { en: 'science', hi: 'विज्ञान' },
  { en: 'data', hi: 'डेटा', avoid: ['डाटा', 'आँकड़े'], variants: ['डाटा'] },
  { en: 'privacy', hi: 'निजता', avoid: ['प्राइवेसी'], variants: ['गोपनीयता', 'प्राइवेसी'] },
  { en: 'policy', hi: 'नीति' },
  { en: 'protected', hi: 'सुरक्षित', variants: ['सुरक्षा'] },
  { en: 'training', hi: 'प्रशिक्षण', avoid: ['ट्रेनिंग'], variants: ['ट्रेनिंग'] },
  { en: 'webinar', hi: 'वेबिनार', variants: ['वेबिनारों'] },
  { en: 'careers', hi: 'करियर', avoid: ['कैरियर'], variants: ['कैरियर'] },
  { en: 'opening', hi: 'रिक्त पद', avoid: ['ओपनिंग'], variants: ['रिक्ति', 'रिक्तियाँ', 'रिक्तियां', 'वैकेंसी'] },
  { en: 'job', hi: 'नौकरी', variants: ['नौकरियाँ', 'नौकरियां', 'रोज़गार', 'रोजगार', 'जॉब'] },
  { en: 'application', hi: 'आवेदन', avoid: ['एप्लीकेशन'] },
  { en: 'office', hi: 'कार्यालय', avoid: ['ऑफिस'], variants: ['दफ़्तर', 'दफ्तर', 'ऑफिस'] },
  { en: 'office hours', hi: 'कार्यालय समय' },
  { en: 'platform', hi: 'प्लेटफ़ॉर्म', avoid: ['मंच'], variants: ['प्लेटफॉर्म', 'प्लेटफार्म'] },
  { en: 'company', hi: 'कंपनी', inflected: ['कंपनियों'], avoid: ['कम्पनी'], variants: ['कम्पनी'] },
  { en: 'research', hi: 'शोध', variants: ['अनुसंधान'] },
  { en: 'whitepapers', hi: 'श्वेत पत्र', variants: ['श्वेतपत्र', 'व्हाइटपेपर'] },
  { en: 'case study', hi: 'केस स्टडी', variants: ['केस-स्टडी'] },
  { en: 'integration', hi: 'एकीकरण', avoid: ['इंटीग्रेशन'] },
  { en: 'support', hi: 'सहायता', variants: ['सपोर्ट', 'मदद'] },
  { en: 'email', hi: 'ईमेल', avoid: ['ई-मेल'] },
];

/** Hindi and typed forms (Devanagari, as the visitor wrote them after normalising) to the English term they mean. */
export function hindiToEnglishTerms(): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const entry of hindiGlossary) {
    for (const form of [entry.hi, ...(entry.variants ?? [])]) {
      if (!/[\u0900-\u097f]/.test(form)) continue;
      const key = form.normalize('NFC');
      if (!map.has(key)) map.set(key, entry.en);
    }
  }
  return map;
}
