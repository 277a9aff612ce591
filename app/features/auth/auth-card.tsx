import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { useAuthCopy } from './auth-copy.ts';

/** The account pages' frame: a centred card on a soft brand background. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-h-[calc(100vh-4rem)] justify-center bg-linear-to-b from-brand-50 via-white to-white px-4 py-10 sm:items-center sm:py-16"
    >
      <Card className="h-fit w-full max-w-md">
        <CardHeader className="items-center pb-4 text-center">
          <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="justify-center border-t border-slate-100 pt-5 text-sm text-slate-600">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </section>
  );
}

/** A centred status line for pages waiting on the session. */
export function PageLoading() {
  const { loading } = useAuthCopy();
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <p role="status" className="text-slate-600">
        {loading}
      </p>
    </div>
  );
}
