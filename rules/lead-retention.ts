/**
 * How long leads (messages from the site's forms, their CVs and webinar registrations) are kept:
 * admins choose a period in /admin, at most what the privacy policy promises (the database holds
 * the same bounds, migration 0171). A longer period is a change of the policy, not a setting.
 */
export const leadRetention = { defaultMonths: 24, minMonths: 1, maxMonths: 24 } as const;
