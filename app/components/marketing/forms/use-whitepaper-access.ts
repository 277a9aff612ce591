import type { MouseEvent } from 'react';
import { formToasts } from '../../../content/forms.ts';
import { whitepapers, type Whitepaper } from '../../../content/whitepapers.ts';
import { useMarketingForm } from './use-marketing-form.ts';

const empty = { name: '', email: '', paper: '' };

/** The access form's state, shared with the cards so 'Download PDF' can preselect a paper. */
export function useWhitepaperAccess() {
  const form = useMarketingForm({
    kind: 'whitepaper',
    initial: empty,
    fields: { name: 'name', email: 'email' },
    submit: (values, extras, code) =>
      code.requestWhitepaperAccess(
        values,
        whitepapers.find((paper) => paper.id === values.paper)?.title ?? null,
        extras,
      ),
    failure: formToasts.sendFailed,
  });

  /** 'Download PDF': select the paper, bring the form into view and put the cursor in its first field. */
  const download = (paper: Whitepaper, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    form.setValue('paper', paper.id);
    const target = document.getElementById(event.currentTarget.hash.slice(1));
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLInputElement>('[data-whitepaper-name]')?.focus({ preventScroll: true });
  };

  return { ...form, download };
}
