import type { MetaFunction } from 'react-router';

export const meta: MetaFunction = () => [
  { title: 'Aravali Learning | AI-powered learning for schools and universities' },
  {
    name: 'description',
    content:
      'Aravali Learning builds AI adaptive learning, AR/VR virtual labs, a cloud LMS and AI teacher assistants for schools, universities and enterprises across India.',
  },
];

/** Placeholder home page: the marketing issue builds the real sections. */
export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-24">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Learning that adapts to every student</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        AI adaptive learning, AR/VR virtual labs, a cloud LMS and AI teacher assistants, built in Jaipur for classrooms
        across India.
      </p>
    </section>
  );
}
