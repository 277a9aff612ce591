import { describe, expect, it, vi } from 'vitest';
import { intlIsReady, intlReady, onIntlReady } from './intl-ready.ts';

describe('intlReady', () => {
  it('resolves at once where there are no workers (the server, tests), and is one promise', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(intlReady()).resolves.toBeUndefined();
    expect(intlReady()).toBe(intlReady());
  });

  it('is ready from the start where there is no worker to wait for', () => {
    expect(intlIsReady()).toBe(true);
  });

  it('notifies a subscriber once ready, and not one that has left', async () => {
    const stays = vi.fn();
    const leaves = vi.fn();
    onIntlReady(stays);
    const leave = onIntlReady(leaves);
    leave();
    await intlReady();
    await Promise.resolve();
    expect(stays).toHaveBeenCalledTimes(1);
    expect(leaves).not.toHaveBeenCalled();
  });
});
