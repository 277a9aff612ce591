import { seo } from '../../../lib/seo.ts';

export const meta = () =>
  seo({
    title: 'AI Adaptive Learning',
    description: 'AI Adaptive Learning at Aravali Learning.',
    path: '/products/ai-learning',
  });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">AI Adaptive Learning</h1>
    </section>
  );
}
