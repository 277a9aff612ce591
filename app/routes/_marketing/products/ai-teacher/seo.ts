import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';
import { aiTeacherProduct as product } from '#app/content/product-catalog.ts';

export const aiTeacherSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AI Teacher Assistants',
  description:
    'Privacy-first AI assistants that draft lesson plans, question papers and feedback. Available as LMS integration, desktop and mobile apps, or API.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const aiTeacherSeoHi = {
  crumb: product.name,
  title: 'AI Teacher Assistants: शिक्षकों के AI सहायक',
  description:
    'निजता को प्राथमिकता देने वाले AI सहायक, जो पाठ योजना, प्रश्न पत्र और प्रतिपुष्टि का प्रारूप तैयार करते हैं। LMS एकीकरण, डेस्कटॉप व मोबाइल ऐप या API के रूप में उपलब्ध।',
} as const satisfies HindiSeo;
