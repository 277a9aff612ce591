import { About } from './about.tsx';
import { CompetitiveEdge } from './competitive-edge.tsx';
import { Hero } from './hero.tsx';
import { Solutions } from './solutions.tsx';
import { TechnologyPartner } from './technology-partner.tsx';

export { ContactIntro } from './contact-intro.tsx';

/** The home page's sections above the contact form: static HTML (app/lib/static-html.tsx). */
export function HomeSections() {
  return (
    <>
      <Hero />
      <About />
      <Solutions />
      <CompetitiveEdge />
      <TechnologyPartner />
    </>
  );
}
