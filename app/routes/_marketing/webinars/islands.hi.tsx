import { webinarLabelsHi as labels } from './copy.hi.ts';
import { WebinarLabelsContext } from './labels.ts';
import { PastWebinars } from './past-webinars.tsx';
import { UpcomingWebinars } from './upcoming-webinars.tsx';

/** The Hindi page's webinar islands, with the Hindi words only (labels.ts). */

export function UpcomingWebinarsHi() {
  return (
    <WebinarLabelsContext value={labels}>
      <UpcomingWebinars lang="hi" />
    </WebinarLabelsContext>
  );
}

export function PastWebinarsHi() {
  return (
    <WebinarLabelsContext value={labels}>
      <PastWebinars label={labels.pastFilterLabel} lang="hi" />
    </WebinarLabelsContext>
  );
}
