import { seo } from '../../lib/seo.ts';

export const meta = () =>
  seo({ title: 'Terms of Service', description: 'Terms of Service at Aravali Learning.', path: '/terms' });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">Terms of Service</h1>
    </section>
  );
}
