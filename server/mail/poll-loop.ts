/**
 * A loop that runs `pass` again and again: at once while a pass reports more work, otherwise
 * after `pollMs`, or sooner when woken. `stop` ends it after the pass in progress.
 */
export type PollLoop = {
  /** Runs another pass as soon as the current one (if any) ends. */
  wake(): void;
  /** Ends the loop; resolves when the pass in progress finished, or false after `timeoutMs`. */
  stop(timeoutMs: number): Promise<boolean>;
};

export function startPollLoop(pass: () => Promise<boolean>, pollMs: number): PollLoop {
  let stopping = false;
  let wakePending = false;
  let wakeUp: (() => void) | undefined;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (wakePending || stopping) return resolve();
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      wakeUp = done;
    });

  const running = (async () => {
    while (!stopping) {
      // This pass sees everything ready before it starts; a wake during it means another.
      wakePending = false;
      const more = await pass();
      if (!more) await idle();
    }
  })();

  return {
    wake() {
      wakePending = true;
      wakeUp?.();
    },
    stop(timeoutMs) {
      stopping = true;
      wakeUp?.();
      return settlesWithin(running, timeoutMs);
    },
  };
}

/** Whether `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
