/**
 * What each form promises will happen next, in one place (ADR 029): the form's note, its success
 * toast and its acknowledgement email (server/contact/notify.ts) say the same thing in these
 * words, so they cannot drift apart again (the whitepaper form said "within a few minutes" while
 * its email said "within one working day").
 */
export const formPromises = {
  whitepaper: 'We will email the whitepaper to this address within one working day.',
  webinarRegistration:
    'We have attached a calendar invite, and we will email you the link to join the day before the webinar.',
  application: 'Our hiring team reads every application and will reply to this address within 10 working days.',
} as const;
