import { site } from '../../../config/site.ts';
import { About } from '../../components/home/about.tsx';
import { CompetitiveEdge } from '../../components/home/competitive-edge.tsx';
import { ContactSection } from '../../components/home/contact-section.tsx';
import { Hero } from '../../components/home/hero.tsx';
import { Solutions } from '../../components/home/solutions.tsx';
import { TechnologyPartner } from '../../components/home/technology-partner.tsx';
import { homeSeo } from '../../content/home.ts';
import { absoluteUrl, seo } from '../../lib/seo.ts';
import { staticRoute } from '../../lib/static-route.ts';

export const meta = () =>
  seo({
    title: homeSeo.title,
    description: homeSeo.description,
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.name,
        url: absoluteUrl('/'),
        inLanguage: site.locale,
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
      },
    ],
  });

export default staticRoute(function Home() {
  return (
    <>
      <Hero />
      <About />
      <Solutions />
      <CompetitiveEdge />
      <TechnologyPartner />
      <ContactSection />
    </>
  );
});
