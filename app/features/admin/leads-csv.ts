import Papa from 'papaparse';
import type { Lead } from './leads-data.ts';

/** The columns every export starts with, in this order; any other column follows by name. */
const leadColumns = [
  'created_at',
  'kind',
  'name',
  'email',
  'organization',
  'phone',
  'subject',
  'message',
  'handling_state',
  'delivery_state',
  'note',
  'id',
];

/**
 * A spreadsheet would run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula (CSV injection, OWASP): such cells get a leading single quote.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return neutralizeFormula(text);
}

/** The leads as CSV (RFC 4180 quoting by papaparse), with a header row. */
export function leadsCsv(leads: Lead[]): string {
  const extra = new Set<string>();
  for (const lead of leads) for (const key of Object.keys(lead)) if (!leadColumns.includes(key)) extra.add(key);
  const columns = [...leadColumns, ...[...extra].sort()];
  return Papa.unparse(
    { fields: columns, data: leads.map((lead) => columns.map((c) => cell(lead[c]))) },
    {
      quotes: false,
      newline: '\r\n',
    },
  );
}

/** `leads-YYYY-MM-DD.csv` for the day `now` falls on (UTC). */
export function leadsCsvName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
