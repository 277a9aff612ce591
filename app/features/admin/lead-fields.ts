import { deliveryLabels, formLabel, handlingLabels, type HandlingState, type Lead } from './leads-data.ts';

/** Columns shown in the lead's header or by their own controls, not in the field list. */
const shownElsewhere = new Set(['id', 'handling_state', 'note', 'details']);

const labels: Record<string, string> = {
  kind: 'Form',
  name: 'Name',
  email: 'Email',
  organization: 'Organization',
  website: 'Website',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  delivery_state: 'Delivery',
  created_at: 'Received',
  updated_at: 'Last changed',
  handled_by: 'Last changed by',
  landing_page: 'Landing page',
  referrer: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  source_ip: 'IP address',
  user_agent: 'Browser',
};

const order = Object.keys(labels);

/** 'utm_term' → 'Utm term': a column nobody named here yet still reads. */
function labelFor(key: string): string {
  return labels[key] ?? (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, ' ');
}

const timestamps = new Set(['created_at', 'updated_at']);

/** A column's value as staff read it: the form's and states' names, dates in the browser's zone. */
function text(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '';
  if (key === 'kind') return formLabel(String(value));
  if (key === 'delivery_state') return deliveryLabels[String(value)] ?? String(value);
  if (key === 'handling_state') return handlingLabels[value as HandlingState] ?? String(value);
  if (timestamps.has(key) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type LeadField = { key: string; label: string; value: string };

/**
 * Every column of the lead, labelled, in a stable order (known ones first, then any the table
 * gained, by name), and each key of `details` after them. Empty values are kept out.
 */
export function leadFields(lead: Lead): LeadField[] {
  const keys = Object.keys(lead).filter((k) => !shownElsewhere.has(k));
  keys.sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? order.length : ia) - (ib === -1 ? order.length : ib);
    return a.localeCompare(b);
  });
  const fields = keys.map((key) => ({ key, label: labelFor(key), value: text(lead[key], key) }));
  const details = lead.details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
      if (key === 'cv') continue;
      fields.push({ key: `details.${key}`, label: labelFor(key), value: text(value) });
    }
  }
  return fields.filter((f) => f.value !== '');
}

export type StoredFile = { bucket: string; path: string; name: string };

/** An application's CV (`details.cv = { bucket, path, name }`), if the lead has one. */
export function leadCv(lead: Lead): StoredFile | null {
  const details = lead.details as { cv?: Partial<StoredFile> } | null | undefined;
  const cv = details && typeof details === 'object' ? details.cv : undefined;
  if (!cv || typeof cv.bucket !== 'string' || typeof cv.path !== 'string') return null;
  return { bucket: cv.bucket, path: cv.path, name: typeof cv.name === 'string' ? cv.name : cv.path };
}
