import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

const longUs: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * A post date. The server (and the hydration pass) render it in UTC so the HTML and the first
 * client render agree; after hydration it is shown in the reader's time zone: in the reader's
 * locale on the listing, in long US format on the post page (spec point 9).
 */
export function PostDate({ iso, format }: { iso: string; format: 'locale' | 'long-us' }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const zone: Intl.DateTimeFormatOptions = hydrated ? {} : { timeZone: 'UTC' };
  const text =
    format === 'long-us'
      ? date.toLocaleDateString('en-US', { ...longUs, ...zone })
      : date.toLocaleDateString(hydrated ? undefined : 'en-US', zone);
  return <time dateTime={iso}>{text}</time>;
}
