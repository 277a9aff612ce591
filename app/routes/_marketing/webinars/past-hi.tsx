import { webinarLabelsHi as labels } from './copy.hi.ts';
import { WebinarLabelsContext } from './labels.ts';
import { PastWebinars } from './past-webinars.tsx';

/** The past webinars' tab filter with the Hindi words only (labels.ts, ADR 043). */
export function PastWebinarsHi() {
  return (
    <WebinarLabelsContext value={labels}>
      <PastWebinars label={labels.pastFilterLabel} lang="hi" />
    </WebinarLabelsContext>
  );
}
