import { siteIdentity as site } from '#config/site-identity.ts';
import { ContactSection } from './contact-section.tsx';
import { homeSeo } from './seo.ts';
import { absoluteUrl, ogImagePath, seo } from '#app/lib/seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const meta = () =>
  seo({
    title: homeSeo.title,
    description: homeSeo.description,
    path: '/',
    image: ogImagePath('/'),
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

const sections = () => import('./view.tsx');
const HomeSections = staticContent(sections, 'HomeSections');
const ContactIntro = staticContent(sections, 'ContactIntro');

export default staticRoute(function Home() {
  return (
    <>
      <StaticHtml content={HomeSections} />
      <ContactSection intro={<StaticHtml content={ContactIntro} />} />
    </>
  );
});
