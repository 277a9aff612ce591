import type { HistoryRow } from './transcript.ts';

export type HistoryBackend = {
  /** The user's rows, oldest first, or null when they could not be loaded. */
  load: (userId: string) => Promise<HistoryRow[] | null>;
  /** Saves one message; never rejects. */
  save: (userId: string, message: string, isBot: boolean) => Promise<void>;
};

export type HistorySync = {
  /** Follows the signed-in user; true when a signed-in person left (the transcript must start over). */
  setUser: (userId: string | null) => boolean;
  /** Loads the user's history if not loaded yet in this page session; null when not due. */
  loadIfDue: () => Promise<HistoryRow[] | null> | null;
  /** Queues a message for saving (signed-in users only), after earlier saves and the load. */
  save: (message: string, isBot: boolean) => void;
  /** Resolves when every queued save has finished. */
  idle: () => Promise<void>;
};

/**
 * When the chat history is loaded and saved, without React. History loads once per user and
 * page session (again after a failed load), so reopening the panel never drops a message whose
 * save failed. Saves run one after another, in order, and only after the load, so the load
 * never returns a message of this session that is also on screen. A change of user discards
 * what is still pending for the previous one.
 */
export function createHistorySync(backend: HistoryBackend): HistorySync {
  let owner: string | null = null;
  let loadedFor: string | null = null;
  let generation = 0;
  let loading: Promise<unknown> = Promise.resolve();
  let saves: Promise<unknown> = Promise.resolve();

  return {
    setUser(userId) {
      if (userId === owner) return false;
      const previous = owner;
      owner = userId;
      loadedFor = null;
      if (previous === null) return false;
      generation += 1;
      return true;
    },

    loadIfDue() {
      const userId = owner;
      if (!userId || loadedFor === userId) return null;
      loadedFor = userId;
      const gen = generation;
      const result = backend
        .load(userId)
        .catch(() => null)
        .then((rows) => {
          if (gen !== generation) return null;
          if (rows === null && loadedFor === userId) loadedFor = null; // try again at the next opening
          return rows;
        });
      loading = result;
      return result;
    },

    save(message, isBot) {
      const userId = owner;
      if (!userId) return;
      const gen = generation;
      saves = saves
        .then(() => loading)
        .then(() => (gen === generation ? backend.save(userId, message, isBot) : undefined));
    },

    idle: () => saves.then(() => undefined),
  };
}
