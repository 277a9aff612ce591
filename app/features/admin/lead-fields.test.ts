import { describe, expect, it } from 'vitest';
import { leadCv, leadFields } from './lead-fields.ts';
import type { Lead } from './leads-data.ts';
import { sampleLead } from '#tests/setup/sample-lead.ts';

const base = sampleLead({ note: 'call back' });

describe('lead fields', () => {
  it('lists known columns first, labelled, and leaves out empty ones and the controls', () => {
    const fields = leadFields(base);
    expect(fields.map((f) => f.label)).toEqual(['Form', 'Name', 'Email', 'Message', 'Delivery', 'Received']);
    expect(fields.find((f) => f.key === 'kind')?.value).toBe('Contact Us');
    expect(fields.find((f) => f.key === 'delivery_state')?.value).toBe('Sent');
  });

  it('shows columns and details the table gained later, and finds a CV', () => {
    const lead: Lead = {
      ...base,
      utm_source: 'newsletter',
      zeta_column: 'z',
      details: { position: 'Teacher', cv: { bucket: 'applications', path: 'a/cv.pdf', name: 'cv.pdf' } },
    };
    const fields = leadFields(lead);
    expect(fields.find((f) => f.key === 'utm_source')?.label).toBe('UTM source');
    expect(fields.find((f) => f.key === 'zeta_column')?.label).toBe('Zeta column');
    expect(fields.find((f) => f.key === 'details.position')?.value).toBe('Teacher');
    expect(fields.some((f) => f.key === 'details.cv')).toBe(false);
    expect(leadCv(lead)).toEqual({ bucket: 'applications', path: 'a/cv.pdf', name: 'cv.pdf' });
    expect(leadCv(base)).toBeNull();
  });
});
