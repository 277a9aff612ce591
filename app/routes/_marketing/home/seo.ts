import { siteIdentity as site } from '#config/site-identity.ts';

/** The home page's document title and meta description (the title already names the company). */
export const homeSeo = {
  title: `${site.name} | AI-powered learning for schools and universities`,
  description:
    'Aravali Learning builds AI adaptive learning, AR/VR virtual labs, a cloud LMS and AI teacher assistants for schools, universities and enterprises across India.',
} as const;

/** The Hindi home page's title and description (/hi). */
export const homeSeoHi = {
  title: `${site.name} | विद्यालयों और विश्वविद्यालयों के लिए AI आधारित अधिगम`,
  description:
    'Aravali Learning देश भर के विद्यालयों, विश्वविद्यालयों और संस्थानों के लिए AI Adaptive Learning, AR/VR वर्चुअल प्रयोगशालाएँ, Cloud LMS और शिक्षकों के लिए AI सहायक बनाती है।',
} as const;
