import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error fails the test that caused it.
let spy: MockInstance<typeof console.error>;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
