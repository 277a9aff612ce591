import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { leadsCsv, leadsCsvName, neutralizeFormula } from './leads-csv.ts';
import { sampleLead } from '#tests/setup/sample-lead.ts';

describe('leads CSV', () => {
  it('quotes commas, quotes and line breaks so every field reads back as written', () => {
    const csv = leadsCsv([sampleLead({ message: 'Hi, "team"\nsecond line', name: 'Ravi, Jr.' })]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data[0]?.message).toBe('Hi, "team"\nsecond line');
    expect(parsed.data[0]?.name).toBe('Ravi, Jr.');
    expect(csv.split('\r\n')[0]).toMatch(/^created_at,kind,name,email/);
  });

  it('neutralises spreadsheet formulas', () => {
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula('+91 98')).toBe(`'+91 98`);
    expect(neutralizeFormula('-1')).toBe(`'-1`);
    expect(neutralizeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralizeFormula('plain')).toBe('plain');
    const parsed = Papa.parse<Record<string, string>>(leadsCsv([sampleLead({ name: '=cmd()' })]), { header: true });
    expect(parsed.data[0]?.name).toBe(`'=cmd()`);
  });

  it('adds columns the table gained, by name, and writes JSON for objects', () => {
    const csv = leadsCsv([sampleLead({ utm_source: 'newsletter', details: { role: 'Teacher' } })]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data[0]?.utm_source).toBe('newsletter');
    expect(parsed.data[0]?.details).toBe('{"role":"Teacher"}');
  });

  it('names the file by the day', () => {
    expect(leadsCsvName(new Date('2026-11-25T23:00:00Z'))).toBe('leads-2026-11-25.csv');
  });
});
