/** The chat panel's words in Hindi (issue #29), key for key ./chat-copy.ts (वर्चुअल सहायक per the glossary). */
import { site } from '#config/site.ts';
import type { Translation } from '../../lib/lang.ts';
import type { chatCopy } from './chat-copy.ts';

export const chatCopyHi: Translation<typeof chatCopy> = {
  greeting: `नमस्कार! मैं ${site.name} का वर्चुअल सहायक हूँ। आप मुझसे हमारे समाधानों, विशेषताओं, शुल्क, डेमो या हमारी टीम से संपर्क के बारे में पूछ सकते हैं।`,
  readyToast: { title: 'चैट सहायक', description: 'हमारा वर्चुअल सहायक आपकी सहायता के लिए तैयार है।' },
  historyNotSaved: 'बातचीत सहेजी नहीं गई',
  title: 'चैट सहायक',
  status: { loading: 'आपकी बातचीत लोड हो रही है…', typing: 'लिख रहा है…', online: 'ऑनलाइन · तुरंत उत्तर' },
  close: 'चैट बंद करें',
  conversation: 'बातचीत',
  assistantPrefix: 'सहायक: ',
  youPrefix: 'आप: ',
  talkToPerson: 'किसी व्यक्ति से बात करें',
  inputLabel: 'अपना संदेश लिखें',
  placeholder: 'अपना संदेश लिखें…',
  send: 'संदेश भेजें',
  handoff: {
    intro: 'हम यह बातचीत अपनी टीम को भेजेंगे और ईमेल से उत्तर देंगे।',
    name: 'नाम',
    email: 'ईमेल',
    cancel: 'रद्द करें',
    sending: 'भेजा जा रहा है…',
    submit: 'हमारी टीम को भेजें',
    failed: 'कोई गड़बड़ी हुई। कृपया फिर प्रयास करें।',
    sent: (email) =>
      `धन्यवाद! हमने आपकी बातचीत अपनी टीम को भेज दी है। कार्य दिवसों में 24 घंटे के भीतर कोई व्यक्ति ${email} पर उत्तर देगा।`,
    back: 'चैट पर वापस जाएँ',
  },
};
