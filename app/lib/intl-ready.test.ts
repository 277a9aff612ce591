import { describe, expect, it } from 'vitest';
import { intlReady } from './intl-ready.ts';

describe('intlReady', () => {
  it('resolves at once where there are no workers (the server, tests), and is one promise', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(intlReady()).resolves.toBeUndefined();
    expect(intlReady()).toBe(intlReady());
  });
});
