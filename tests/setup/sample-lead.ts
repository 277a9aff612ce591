import type { Lead } from '../../app/features/admin/leads-data.ts';

/** A Contact Us lead as the API returns it, for unit tests; `over` changes or adds columns. */
export function sampleLead(over: Partial<Lead> = {}): Lead {
  return {
    id: '1',
    kind: 'contact',
    name: 'Asha',
    email: 'asha@example.com',
    organization: null,
    subject: null,
    message: 'Hello',
    delivery_state: 'sent',
    handling_state: 'new',
    created_at: '2026-11-25T10:00:00Z',
    ...over,
  };
}
