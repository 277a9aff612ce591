import type { ReactNode, Ref } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';

/** One section of the account's settings under the profile: a titled card. */
export function AccountCard({
  id,
  title,
  ref,
  children,
}: {
  id: string;
  title: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Card ref={ref} id={id} aria-labelledby={`${id}-heading`} role="region" className="w-full scroll-mt-24">
      <CardHeader className="pb-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-700">{children}</CardContent>
    </Card>
  );
}
