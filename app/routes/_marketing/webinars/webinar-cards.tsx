import { CalendarDays, Clock, PlayCircle, Users, VideoOff } from '#app/components/icons/cards.tsx';
import type { ReactNode } from 'react';
import { contactHref, contactTopics } from '#app/features/contact/topic.ts';
import type { PastWebinar, UpcomingWebinar } from './copy.ts';
import { useWebinarLabels } from './labels.ts';
import { useLang } from '#app/lib/lang.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button, ButtonLink, ActionLabel } from '#app/components/ui/button.tsx';
import { ImageCard } from '#app/components/marketing/image-card.tsx';
import { RichText } from '#app/components/marketing/rich-text.tsx';
import { CalendarDate, formatCalendarDate } from '#app/components/marketing/local-date.tsx';
import { formatRegistered } from './registration-counts.ts';

/**
 * A card's webinar: the copy's shape, plus what a studio entry adds (rules/content-model.ts): the
 * first speaker's photo from the image library with its alt text, and the description as
 * sanitised rich text.
 */
type Webinar = (UpcomingWebinar | PastWebinar) & {
  readonly speakers?: readonly { photo: string | null; photoAlt: string }[];
  readonly descriptionHtml?: string;
};

function WebinarCardShell({
  webinar,
  eager = false,
  children,
}: {
  webinar: Webinar;
  eager?: boolean;
  children: ReactNode;
}) {
  const photo = webinar.speakers?.[0];
  const labels = useWebinarLabels();
  // An entry without its Hindi is shown in English on /hi, marked so.
  const lang = useLang() === 'hi' && (webinar as { lang?: string }).lang === 'en' ? 'en-IN' : undefined;
  return (
    <ImageCard
      id={`webinar-${webinar.id}`}
      image={webinar.image}
      badge={<Badge className="self-start">{labels.category(webinar.category)}</Badge>}
      title={webinar.title}
      lang={lang}
      eager={eager}
    >
      <div className="mt-3 flex items-center gap-3 text-sm">
        {photo?.photo ? (
          <img
            src={photo.photo}
            alt={photo.photoAlt}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-full bg-slate-50 object-cover"
          />
        ) : null}
        <p lang={lang}>
          <span className="font-semibold text-slate-900">{webinar.speaker}</span>
          <span className="block text-slate-600">{webinar.speakerTitle}</span>
        </p>
      </div>
      {webinar.descriptionHtml ? (
        <RichText
          html={webinar.descriptionHtml}
          text=""
          lang={lang}
          className="mt-3 text-sm leading-relaxed text-slate-700"
        />
      ) : null}
      {children}
    </ImageCard>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-700 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-brand-700">
      {icon}
      {children}
    </li>
  );
}

/** '21 Jan 2027, 4:00 PM IST' in the page's locale. */
export function webinarWhen(webinar: UpcomingWebinar): string {
  return `${formatCalendarDate(webinar.date)}, ${webinar.time}`;
}

/**
 * `eager`: the first card, whose image is in the first screen (see ImageCard). `counted`: the
 * site's own registrations, shown added to the base figure (the figure carries both, so the
 * page can update it before the card's code has loaded: registration-counts.ts). Register Now
 * opens the registration dialog (`onRegister`); it is a link to Contact Us (topic prefilled), so
 * without JavaScript a press still leads somewhere; before the card's code has loaded, the press
 * is held and replayed on the loaded card (`data-deferred-press`, ADR 029).
 */
export function UpcomingWebinarCard({
  webinar,
  counted,
  onRegister,
  eager = false,
}: {
  webinar: UpcomingWebinar;
  counted: number;
  onRegister?: (webinar: UpcomingWebinar) => void;
  eager?: boolean;
}) {
  const labels = useWebinarLabels();
  return (
    <WebinarCardShell webinar={webinar} eager={eager}>
      <ul className="mt-4 mb-6 space-y-2">
        <Meta icon={<CalendarDays aria-hidden="true" />}>
          <CalendarDate iso={webinar.date} />
        </Meta>
        <Meta icon={<Clock aria-hidden="true" />}>{webinar.time}</Meta>
        <Meta icon={<Users aria-hidden="true" />}>
          <span>
            <strong
              className="font-semibold text-slate-900"
              data-registered-count={webinar.id}
              data-base-count={webinar.attendees}
            >
              {formatRegistered(webinar.attendees, counted)}
            </strong>{' '}
            {labels.registeredLabel}
          </span>
        </Meta>
      </ul>
      {/* A link to the Contact Us form (topic prefilled) so it works without JavaScript and
          before hydration; once the dialog's code is here, a press opens the dialog instead. */}
      <ButtonLink
        to={contactHref(contactTopics.webinarRegistration(webinar.title))}
        className="mt-auto"
        data-deferred-press=""
        onClick={(event) => {
          if (!onRegister) return;
          event.preventDefault();
          onRegister(webinar);
        }}
      >
        <ActionLabel label={labels.registerLabel} item={webinar.title} />
      </ButtonLink>
    </WebinarCardShell>
  );
}

export function PastWebinarCard({ webinar }: { webinar: PastWebinar }) {
  const labels = useWebinarLabels();
  return (
    <WebinarCardShell webinar={webinar}>
      <ul className="mt-4 mb-6 space-y-2">
        <Meta icon={<CalendarDays aria-hidden="true" />}>
          <CalendarDate iso={webinar.date} />
        </Meta>
      </ul>
      {webinar.recording ? (
        <ButtonLink
          to={contactHref(contactTopics.webinarRecording(webinar.title))}
          variant="outline"
          className="mt-auto"
        >
          <PlayCircle aria-hidden="true" />
          <ActionLabel label={labels.watchLabel} item={webinar.title} />
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled className="mt-auto">
          <VideoOff aria-hidden="true" />
          {labels.unavailableLabel}
        </Button>
      )}
    </WebinarCardShell>
  );
}
