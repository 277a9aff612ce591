import { seo } from '../../../lib/seo.ts';

export const meta = () =>
  seo({
    title: 'AI Teacher Assistants',
    description: 'AI Teacher Assistants at Aravali Learning.',
    path: '/products/ai-teacher',
  });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">AI Teacher Assistants</h1>
    </section>
  );
}
