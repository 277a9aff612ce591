import { Link } from 'react-router';

/** Placeholder header: the marketing issue builds the real navigation. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <Link to="/" className="text-lg font-semibold text-brand-800">
          Aravali Learning
        </Link>
      </div>
    </header>
  );
}
