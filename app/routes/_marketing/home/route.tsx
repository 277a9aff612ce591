import { localPath } from '#app/lib/local-path.ts';
import { siteIdentity as site } from '#config/site-identity.ts';
import { ContactSection } from './contact-section.tsx';
import { homeSeo, homeSeoHi } from './seo.ts';
import { absoluteUrl, ogImagePath, seo } from '#app/lib/seo.ts';
import { langOfPath, languageTag } from '#rules/languages.ts';
import type { Route } from './+types/route.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const page = lang === 'hi' ? homeSeoHi : homeSeo;
  return seo({
    title: page.title,
    description: page.description,
    path: '/',
    lang,
    image: ogImagePath('/'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.name,
        url: absoluteUrl(localPath('/', lang)),
        inLanguage: languageTag[lang],
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
      },
    ],
  });
};

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
