/** Placeholder footer: the marketing issue builds the real columns and legal links. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600">
        © {new Date().getFullYear()} Aravali Learning. All rights reserved.
      </div>
    </footer>
  );
}
