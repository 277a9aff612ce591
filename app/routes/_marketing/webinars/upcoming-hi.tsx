import { webinarLabelsHi as labels } from './copy.hi.ts';
import { WebinarLabelsContext } from './labels.ts';
import { UpcomingWebinars } from './upcoming-webinars.tsx';

/** The upcoming webinars' island with the Hindi words only (labels.ts, ADR 043). */
export function UpcomingWebinarsHi() {
  return (
    <WebinarLabelsContext value={labels}>
      <UpcomingWebinars lang="hi" />
    </WebinarLabelsContext>
  );
}
