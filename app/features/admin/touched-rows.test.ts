import { describe, expect, it } from 'vitest';
import { touchedRows } from './touched-rows.ts';

describe('touchedRows', () => {
  it('returns the rows a write touched', () => {
    expect(touchedRows({ data: [{ id: 'a' }], error: null }, 'missing')).toEqual([{ id: 'a' }]);
  });

  it("throws the API's error as it is", () => {
    const error = { code: '42501', message: 'permission denied' };
    expect(() => touchedRows({ data: null, error }, 'missing')).toThrow(expect.objectContaining(error));
  });

  it('throws the missing message when no row was touched', () => {
    expect(() => touchedRows({ data: [], error: null }, 'The post was not found.')).toThrow('The post was not found.');
    expect(() => touchedRows({ data: null, error: null }, 'The post was not found.')).toThrow(
      'The post was not found.',
    );
  });
});
