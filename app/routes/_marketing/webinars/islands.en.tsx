import { webinarsPage } from './copy.ts';
import { englishLabels, WebinarLabelsContext } from './labels.ts';
import { PastWebinars } from './past-webinars.tsx';
import { UpcomingWebinars } from './upcoming-webinars.tsx';

/** The English page's webinar islands, with the English words only (labels.ts). */
const labels = englishLabels(webinarsPage);

export function UpcomingWebinarsEn() {
  return (
    <WebinarLabelsContext value={labels}>
      <UpcomingWebinars lang="en" />
    </WebinarLabelsContext>
  );
}

export function PastWebinarsEn() {
  return (
    <WebinarLabelsContext value={labels}>
      <PastWebinars label={labels.pastFilterLabel} lang="en" />
    </WebinarLabelsContext>
  );
}
