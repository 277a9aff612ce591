import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** An inline alert above a form: red for errors, amber for notices that need the user's action. */
export function FormAlert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: 'error' | 'warning';
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-md border p-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-300 bg-amber-50 text-amber-900',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-2">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
