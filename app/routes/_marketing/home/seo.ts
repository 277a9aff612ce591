import { siteIdentity as site } from '#config/site-identity.ts';

/** The home page's document title and meta description (the title already names the company). */
export const homeSeo = {
  title: `${site.name} | AI-powered learning for schools and universities`,
  description:
    'Aravali Learning builds AI adaptive learning, AR/VR virtual labs, a cloud LMS and AI teacher assistants for schools, universities and enterprises across India.',
} as const;
