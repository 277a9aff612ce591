import { webinarsPage } from './copy.ts';
import { englishLabels, WebinarLabelsContext } from './labels.ts';

const labels = englishLabels(webinarsPage);
import { PastWebinars } from './past-webinars.tsx';

/** The past webinars' tab filter with the English words only (labels.ts, ADR 043). */
export function PastWebinarsEn() {
  return (
    <WebinarLabelsContext value={labels}>
      <PastWebinars label={labels.pastFilterLabel} lang="en" />
    </WebinarLabelsContext>
  );
}
