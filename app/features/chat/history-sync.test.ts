import { describe, expect, it } from 'vitest';
import { createHistorySync, type HistoryBackend } from './history-sync.ts';
import type { HistoryRow } from './transcript.ts';

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A backend whose loads finish when the test says so, recording every call in order. */
function fakeBackend() {
  const log: string[] = [];
  const loads: Deferred<HistoryRow[] | null>[] = [];
  const backend: HistoryBackend = {
    load(userId) {
      log.push(`load ${userId}`);
      const d = deferred<HistoryRow[] | null>();
      loads.push(d);
      return d.promise;
    },
    async save(userId, message, isBot) {
      log.push(`save ${userId} ${isBot ? 'bot' : 'user'} ${message}`);
    },
  };
  return { backend, log, loads };
}

const row: HistoryRow = { id: '1', message: 'hi', is_bot: false, created_at: '2026-11-22T00:00:00Z' };

describe('createHistorySync', () => {
  it('neither loads nor saves for an anonymous visitor', async () => {
    const { backend, log } = fakeBackend();
    const sync = createHistorySync(backend);
    expect(sync.setUser(null)).toBe(false);
    expect(sync.loadIfDue()).toBeNull();
    sync.save('hello', false);
    await sync.idle();
    expect(log).toEqual([]);
  });

  it('loads once per user, and saves only after the load, in order', async () => {
    const { backend, log, loads } = fakeBackend();
    const sync = createHistorySync(backend);
    sync.setUser('a');
    const load = sync.loadIfDue();
    expect(sync.loadIfDue()).toBeNull();
    sync.save('one', false);
    sync.save('reply one', true);
    await Promise.resolve();
    expect(log).toEqual(['load a']);
    loads[0]!.resolve([row]);
    expect(await load).toEqual([row]);
    await sync.idle();
    expect(log).toEqual(['load a', 'save a user one', 'save a bot reply one']);
  });

  it('tries the load again at the next opening after a failure', async () => {
    const { backend, log, loads } = fakeBackend();
    const sync = createHistorySync(backend);
    sync.setUser('a');
    const first = sync.loadIfDue();
    loads[0]!.resolve(null);
    expect(await first).toBeNull();
    expect(sync.loadIfDue()).not.toBeNull();
    expect(log).toEqual(['load a', 'load a']);
  });

  it('treats a rejected load as a failed one and keeps saving', async () => {
    const { log } = fakeBackend();
    const sync = createHistorySync({
      load: () => Promise.reject(new Error('offline')),
      save: async (u, m) => void log.push(`save ${u} ${m}`),
    });
    sync.setUser('a');
    expect(await sync.loadIfDue()).toBeNull();
    sync.save('still saved', false);
    await sync.idle();
    expect(log).toEqual(['save a still saved']);
  });

  it('drops what is pending for a user who signed out, and reports the change', async () => {
    const { backend, log, loads } = fakeBackend();
    const sync = createHistorySync(backend);
    sync.setUser('a');
    const load = sync.loadIfDue();
    sync.save('secret', false);
    expect(sync.setUser(null)).toBe(true);
    loads[0]!.resolve([row]);
    expect(await load).toBeNull(); // stale: not for the screen any more
    await sync.idle();
    expect(log).toEqual(['load a']);
  });

  it('loads the next user afresh; signing in from anonymous is not a change of person', async () => {
    const { backend, log, loads } = fakeBackend();
    const sync = createHistorySync(backend);
    expect(sync.setUser('a')).toBe(false);
    void sync.loadIfDue();
    loads[0]!.resolve([]);
    expect(sync.setUser('b')).toBe(true);
    void sync.loadIfDue();
    loads[1]!.resolve([]);
    sync.save('from b', false);
    await sync.idle();
    expect(log).toEqual(['load a', 'load b', 'save b user from b']);
  });
});
