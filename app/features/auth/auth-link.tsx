import type { ComponentProps, ReactNode } from 'react';
import { FormSubmit } from '../../components/ui/button.tsx';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useLang } from '../../lib/lang.ts';
import { localPath } from '#app/lib/local-path.ts';

/** A link between the account pages (Forgot password?, Sign up, Back to sign in), under /hi on a Hindi page. */
export function AuthLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const lang = useLang();
  return (
    <Link
      to={localPath(to, lang)}
      className={cn(className, 'font-medium text-brand-700 underline-offset-4 hover:underline')}
    >
      {children}
    </Link>
  );
}

/** An account page's submit button: large and as wide as the form. */
export function AuthSubmit({ className, ...props }: ComponentProps<typeof FormSubmit>) {
  return <FormSubmit size="lg" className={cn(className, 'w-full')} {...props} />;
}
