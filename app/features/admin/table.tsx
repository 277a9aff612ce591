import type { ReactNode } from 'react';

/**
 * A staff list's table. On narrow screens it scrolls sideways inside its own region, which
 * keyboard users can focus and scroll too.
 */
export function AdminTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-8 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** A timestamp as staff read it: date and time in the browser's zone, the exact value on hover. */
export function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}
