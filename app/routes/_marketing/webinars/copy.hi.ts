import type { Translation } from '#app/lib/lang.ts';
import type { webinarsPage } from './copy.ts';
import type { WebinarLabels } from './labels.ts';

/** The webinars page's words on /hi (copy.ts's `webinarsPage`; the webinars are content entries). */
export const webinarsPageHi: Translation<typeof webinarsPage> = {
  heading: 'शिक्षकों और तकनीकी विशेषज्ञों से सीखें',
  intro: 'शिक्षा में AI, इमर्सिव अधिगम और डिजिटल परिवर्तन पर निःशुल्क लाइव सत्र, आपके प्रश्नों के लिए समय सहित।',
  upcomingHeading: 'आगामी वेबिनार',
  registeredLabel: 'पंजीकृत',
  registerLabel: 'अभी पंजीकरण करें',
  noUpcoming: 'अभी कोई आगामी वेबिनार निर्धारित नहीं है। अगले वेबिनार की सूचना पाने के लिए नीचे सदस्यता लें।',
  pastHeading: 'पिछले वेबिनार',
  pastFilterLabel: 'पिछले वेबिनार श्रेणी के अनुसार छाँटें',
  watchLabel: 'रिकॉर्डिंग देखें',
  unavailableLabel: 'रिकॉर्डिंग उपलब्ध नहीं',
};

/** The webinar categories (and the filter's "All") as the Hindi page shows them. */
const categories: Readonly<Record<string, string>> = {
  All: 'सभी',
  'AI Learning': 'AI अधिगम',
  'AR/VR Labs': 'AR/VR प्रयोगशालाएँ',
  'Cloud LMS': 'Cloud LMS',
  'AI Teacher': 'AI शिक्षक सहायक',
  Enterprise: 'संस्थागत समाधान',
};

export const webinarLabelsHi: WebinarLabels = {
  ...webinarsPageHi,
  category: (category) => categories[category] ?? category,
  locale: 'hi-IN',
};
