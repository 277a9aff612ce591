import { webinarsPage } from './copy.ts';
import { englishLabels, WebinarLabelsContext } from './labels.ts';

const labels = englishLabels(webinarsPage);
import { UpcomingWebinars } from './upcoming-webinars.tsx';

/** The upcoming webinars' island with the English words only (labels.ts, ADR 043). */
export function UpcomingWebinarsEn() {
  return (
    <WebinarLabelsContext value={labels}>
      <UpcomingWebinars lang="en" />
    </WebinarLabelsContext>
  );
}
