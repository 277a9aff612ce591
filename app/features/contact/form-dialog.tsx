import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';

/**
 * The modal frame of the forms that open over a page (webinar registration, job application): a
 * native `<dialog>` shown with `showModal()` while `open` (the browser keeps focus inside, Escape
 * closes it, focus returns to what opened it), a heading with an optional line under it, and a
 * close button. `ref` lets the form close it once sent; closing by any way calls `onClose`.
 */
export function FormDialog({
  ref,
  open,
  onOpen,
  onClose,
  heading,
  detail,
  closeLabel,
  width,
  children,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  open: boolean;
  /** Called each time the dialog opens. */
  onOpen?: () => void;
  onClose: () => void;
  heading: ReactNode;
  detail?: ReactNode;
  closeLabel: string;
  /** Tailwind width class. */
  width: string;
  children: ReactNode;
}) {
  const headingId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      onOpen?.();
    } else if (!open && element.open) element.close();
    // onOpen runs when `open` turns true, not when the caller passes a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${width} overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-brand-900">
            {heading}
          </h2>
          {detail ? <p className="mt-1 text-sm text-slate-700">{detail}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
