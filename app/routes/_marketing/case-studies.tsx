import { seo } from '../../lib/seo.ts';

export const meta = () =>
  seo({ title: 'Case Studies', description: 'Case Studies at Aravali Learning.', path: '/case-studies' });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">Case Studies</h1>
    </section>
  );
}
