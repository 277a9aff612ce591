import { seo } from '../../../lib/seo.ts';

export const meta = () =>
  seo({
    title: 'AR/VR Virtual Labs',
    description: 'AR/VR Virtual Labs at Aravali Learning.',
    path: '/products/ar-vr-labs',
  });

/** Placeholder page: the marketing issue builds it. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">AR/VR Virtual Labs</h1>
    </section>
  );
}
