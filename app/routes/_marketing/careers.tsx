import { seo } from '../../lib/seo.ts';

export const meta = () => seo({ title: 'Careers', description: 'Careers at Aravali Learning.', path: '/careers' });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">Careers</h1>
    </section>
  );
}
