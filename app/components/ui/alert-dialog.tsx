import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from './button.tsx';

/**
 * A button that asks before it acts (Radix AlertDialog: focus moves to Cancel, Escape cancels,
 * focus returns to the button). `onConfirm` runs only after the confirm button is pressed.
 * `children` may add fields to the question (e.g. a ban's duration).
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
  variant = 'outline',
  triggerLabel,
  children,
}: {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: 'outline' | 'destructive' | 'ghost';
  /** An accessible name for the trigger when `label` is not text enough (e.g. 'Delete comment by Asha'). */
  triggerLabel?: string;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant={variant} size="sm" disabled={disabled} aria-label={triggerLabel}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive', size: 'sm' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
