import { site } from '#config/site.ts';
import type { AssistantIntent } from '#rules/assistant-intents.ts';
import { productCatalog, type ProductSlug } from '../../content/product-catalog.ts';
import { link, list, p, type Answer } from './segments.ts';

/**
 * The assistant's answers in Hindi (ADR 039): the same ids and the same links as the English
 * ones (replies.ts), written for this audience in standard Hindi as Rajasthan's education
 * department writes it, not word by word. Product names, the company's name and the terms the
 * glossary keeps in Latin script stay in Latin script (rules/hindi-glossary.ts,
 * docs/hindi-glossary.md; a test checks the glossary's terms are used).
 */

/** The company description in Hindi (config/site.ts has the English; keep the two together when rebranding). */
export const descriptionHi = `${site.name} जयपुर, राजस्थान की एक शिक्षा-प्रौद्योगिकी कंपनी है। वर्ष ${site.foundedYear} से हम पूरे भारत के विद्यालयों, विश्वविद्यालयों और प्रशिक्षण टीमों के लिए AI आधारित अनुकूली अधिगम, AR/VR वर्चुअल प्रयोगशालाएँ, क्लाउड अधिगम प्रबंधन प्रणाली और AI शिक्षक सहायक बना रहे हैं।`;

export const fallbackTextHi =
  'मैं आपका प्रश्न ठीक से समझ नहीं पाया। क्या आप इसे दूसरे शब्दों में पूछ सकते हैं? आप हमारे समाधानों, शुल्क या संपर्क जानकारी के बारे में भी पूछ सकते हैं।';
export const helpfulLinksHeadingHi = 'ये पृष्ठ उपयोगी हो सकते हैं:';
/** The heading of quoted sentences when one of them is Hindi (from a page under /hi). */
export const siteQuotesHeadingHi = 'इस विषय में हमारी साइट पर यह जानकारी है:';
/** The heading when every quoted sentence is the site's English text, said so. */
export const siteQuotesHeadingHiInEnglish = 'इस विषय में हमारी साइट पर यह जानकारी है (अंग्रेज़ी में):';

const contactForm = link('संपर्क फ़ॉर्म', '/contact');
const contactEmail = link(site.email.contact, `mailto:${site.email.contact}`);
const salesEmail = link(site.email.sales, `mailto:${site.email.sales}`);

const blurbs: Record<ProductSlug, string> = {
  'ai-learning': 'प्रत्येक विद्यार्थी की प्रगति के अनुसार तुरंत बदलने वाले व्यक्तिगत अधिगम पथ।',
  'ar-vr-labs': 'कक्षा 6 से 12 के लिए वास्तविक अनुभव देने वाली विज्ञान प्रयोगशालाएँ, सुरक्षित और हर विद्यालय के लिए उपलब्ध।',
  'cloud-lms': 'पाठ्यक्रम, गृहकार्य, उपस्थिति और अभिभावकों से संवाद, सब एक सुरक्षित स्थान पर।',
  'ai-teacher': 'पाठ योजनाएँ, प्रश्न पत्र और प्रतिपुष्टि मिनटों में तैयार, निजता की सुरक्षा के साथ।',
  enterprise: 'संपूर्ण प्लेटफ़ॉर्म, ज़िलों, विश्वविद्यालयों, सरकारों और कंपनियों के लिए एकीकृत।',
};

export const answersHi = {
  greeting: [
    p(`नमस्कार, ${site.name} में आपका स्वागत है! मैं आपकी क्या सहायता कर सकता हूँ?`),
    p('आप मुझसे हमारे समाधानों, उनकी विशेषताओं, शुल्क, डेमो या हमसे संपर्क के बारे में पूछ सकते हैं।'),
  ],
  help: [
    p('मुझे आपकी सहायता करके प्रसन्नता होगी। मैं इनके बारे में जानकारी दे सकता हूँ:'),
    list(
      ['हमारे ', link('समाधान', '/products/ai-learning'), ' और उनकी विशेषताएँ'],
      ['शुल्क और मूल्य-प्रस्ताव'],
      ['डेमो की बुकिंग'],
      ['हमारी टीम से संपर्क का तरीका'],
    ),
    p('आप क्या जानना चाहेंगे?'),
  ],
  contact: [
    p('आप हमें ', contactEmail, ' पर ईमेल कर सकते हैं या हमारे ', contactForm, ' से संदेश भेज सकते हैं।'),
    p('हम 24 घंटे के भीतर आपसे संपर्क करेंगे।'),
  ],
  solutions: [
    p('हम पाँच समाधान प्रदान करते हैं:'),
    list(...productCatalog.map((product) => [link(product.name, product.href), ` - ${blurbs[product.slug]}`])),
  ],
  pricing: [
    p(
      'हमारा शुल्क प्रत्येक विद्यालय, विश्वविद्यालय या संस्था के आकार और आवश्यकताओं के अनुसार तय होता है, इसलिए हम हर मूल्य-प्रस्ताव अलग से तैयार करते हैं।',
    ),
    p(
      'व्यक्तिगत मूल्य-प्रस्ताव के लिए कृपया हमारी बिक्री टीम से ',
      salesEmail,
      ' पर या हमारे ',
      contactForm,
      ' के माध्यम से संपर्क करें।',
    ),
  ],
  identity: [
    p(
      `मैं ${site.name} का वर्चुअल सहायक हूँ। मैं हमारे उत्पादों से जुड़े सामान्य प्रश्नों के उत्तर देता हूँ और आपको सही पृष्ठ या व्यक्ति तक पहुँचाता हूँ।`,
    ),
    p('जिन प्रश्नों का उत्तर मैं नहीं दे पाता, उनमें हमारी टीम ', contactForm, ' के माध्यम से सहर्ष सहायता करेगी।'),
  ],
  about: [p(descriptionHi), p('', link('हमारे बारे में', '/#about'), ' और पढ़ें।')],
  demo: [
    p('हमें आपको अपना प्लेटफ़ॉर्म काम करते हुए दिखाने में प्रसन्नता होगी।'),
    p(
      'हमारे ',
      contactForm,
      ' से डेमो का अनुरोध करें: अपने संस्थान और जिन समाधानों में आपकी रुचि है, उनके बारे में बताएँ; हमारी टीम एक सत्र की व्यवस्था करेगी।',
    ),
  ],
  features: [
    p('हमारे प्लेटफ़ॉर्म की प्रमुख विशेषताएँ:'),
    list(
      ['अंग्रेज़ी और हिंदी में AI द्वारा व्यक्तिगत अधिगम पथ'],
      ['वास्तविक अनुभव देने वाले AR/VR विज्ञान प्रयोग'],
      ['पाठ्यक्रम, गृहकार्य, उपस्थिति और अभिभावकों को सूचना के लिए क्लाउड LMS'],
      ['पाठ योजना, प्रश्न पत्र और प्रतिपुष्टि का प्रारूप तैयार करने वाले AI सहायक'],
      ['सिंगल साइन-ऑन, SIS और एनालिटिक्स एकीकरण, समर्पित सहायता के साथ'],
    ),
    p('प्रत्येक उत्पाद का विस्तृत विवरण हमारे ', link('समाधान पृष्ठों', '/products/ai-learning'), ' पर देखें।'),
  ],
  careers: [
    p('जी हाँ, हम भर्ती कर रहे हैं! वर्तमान रिक्त पद देखें और हमारे ', link('करियर पृष्ठ', '/careers'), ' पर आवेदन करें।'),
    p('यदि कोई पद आपके अनुरूप न हो, तो उसी पृष्ठ से खुला आवेदन भेजें।'),
  ],
  fallback: [p(fallbackTextHi)],
} as const satisfies Record<AssistantIntent | 'fallback', Answer>;
