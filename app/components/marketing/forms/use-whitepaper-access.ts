import { formToasts } from '../../../content/forms.ts';
import { whitepapers } from '../../../content/whitepapers.ts';
import { useMarketingForm } from './use-marketing-form.ts';

const empty = { name: '', email: '', paper: '' };

/** The access form's state ('Download PDF' on a card preselects its paper: whitepaper-download.ts). */
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

  return form;
}
