/**
 * Buttons elsewhere on the site that need a person to follow up (webinar recordings, full case studies, custom research) open the Contact Us form with the message
 * prefilled from `?topic=`. Topics are plain sentences, capped in length by the form.
 */
export const contactTopicParam = 'topic';
export const contactTopicMaxLength = 300;

export function contactHref(topic: string): string {
  return `/contact?${new URLSearchParams({ [contactTopicParam]: topic }).toString()}`;
}

export const contactTopics = {
  webinarRegistration: (title: string) => `Please register me for the webinar “${title}”.`,
  webinarRecording: (title: string) => `Please send me the recording of the webinar “${title}”.`,
  caseStudy: (title: string, institution: string) => `Please send me the full case study “${title}” (${institution}).`,
  customResearch: () => 'I would like to discuss custom research for our institution.',
} as const;
