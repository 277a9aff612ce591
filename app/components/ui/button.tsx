import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useLang } from '../../lib/lang.ts';
import { localPath } from '../../lib/local-path.ts';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-500 text-slate-950 hover:bg-accent-600',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  /** The outline button on an amber (warning) alert. */
  warning: 'border border-amber-400 bg-white text-amber-950 hover:bg-amber-100',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-700 underline-offset-4 hover:underline',
};

// Each size sets its own font size: `cn` does not let one utility override another.
const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-6 text-base',
  xl: 'h-12 px-6 text-base',
  icon: 'size-10 text-sm',
};

const shapes = { default: 'rounded-md', pill: 'rounded-full' };

export type ButtonVariants = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
  shape?: keyof typeof shapes | null;
};

/** The classes of a button with these variants (for links styled as buttons), plus `className`. */
export function buttonVariants({
  variant,
  size,
  shape,
  className,
}: ButtonVariants & { className?: string } = {}): string {
  return cn(base, variants[variant ?? 'default'], sizes[size ?? 'default'], shapes[shape ?? 'default'], className);
}

export type ButtonProps = ComponentProps<'button'> & ButtonVariants & { asChild?: boolean };

/**
 * A button, or with `asChild` its one child element (e.g. a router Link) styled as one: the
 * child keeps its own props and gets the button's classes (and any other props given here).
 * Plain lookups and `cloneElement` rather than class-variance-authority and Radix Slot, which
 * cost start-up JavaScript on every page with a button.
 */
export function Button({ className, variant, size, shape, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, shape, className });
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) } as {
      className?: string;
    });
  }
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}

/**
 * A router link styled as a button, to a site path given unprefixed (`/contact`): on a Hindi
 * page it goes to the Hindi page (`localPath`), as every link on a page does.
 */
export function ButtonLink({
  to,
  variant,
  size,
  shape,
  className,
  ...props
}: { to: string } & ButtonVariants & Omit<ComponentProps<typeof Link>, 'to'>) {
  const lang = useLang();
  return <Link {...props} to={localPath(to, lang)} className={buttonVariants({ variant, size, shape, className })} />;
}

/** A form's submit button: disabled, and saying `busyLabel`, while its submission runs. */
export function FormSubmit({
  busy,
  label,
  busyLabel,
  ...props
}: { busy: boolean; label: string; busyLabel: string } & Omit<ButtonProps, 'type' | 'disabled' | 'children'>) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * An action's label followed by what it acts on for screen readers only ("Apply now: Physics
 * teacher"), so that each card's action in a list has its own name.
 */
export function ActionLabel({ label, item }: { label: string; item: string }) {
  return (
    <>
      {label}
      <span className="sr-only">: {item}</span>
    </>
  );
}
