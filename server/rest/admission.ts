/**
 * Who may run a /rest/v1 statement now (ADR 019): what keeps one hostile client from taking the
 * database away from everyone else, sign-in first.
 *
 * - **Per address**: at most `perIp` requests of one client address (server/lib/client-ip.ts)
 *   in flight at once. One more waits up to `queueWaitMs` for one of them to finish (a computer
 *   lab behind one address opens its pages at the same moment: issue #26), in arrival order;
 *   past that, or with more than `perIp × queueDepth` already waiting, it is answered 429
 *   (`Retry-After: 1`), before any work.
 * - **Embedded database only** (PGlite executes one statement at a time on one thread, and a
 *   statement cannot be interrupted, only bounded by its clock guard, limits.ts): at most
 *   `embeddedSlots` REST statements are given to the database at once. Requests waiting for a
 *   slot take turns address by address (round robin), so one busy address delays another by at
 *   most one statement per turn. While a priority request (sign-in and the rest of /auth/v1,
 *   `priority` middleware) is in progress, no new REST statement starts: sign-in waits for at
 *   most the statements already running. Under constant priority traffic one REST statement
 *   still starts every `maxHoldMs` (no starvation, and a sign-in waits behind at most one such
 *   statement, however many REST requests wait). One that waited
 *   `acquireTimeoutMs` for a slot is answered as PostgREST answers a pool it cannot get a
 *   connection from: 504 PGRST003.
 */
import type { MiddlewareHandler } from 'hono';
import { RestError } from './errors.ts';

export type AdmissionOptions = {
  perIp: number;
  /** Database slots for REST statements; undefined: no gate (PostgreSQL). */
  embeddedSlots: number | undefined;
  maxHoldMs?: number;
  acquireTimeoutMs?: number;
  /** How long a request over `perIp` waits for a turn (`admitWaiting`); 0: refused at once. */
  queueWaitMs?: number;
  /** Waiting requests per address, as a multiple of `perIp`, beyond which one is refused at once. */
  queueDepth?: number;
};

export type Admission = {
  /** Counts a request of `ip` in flight until the returned release is called; 429 over the cap. */
  admit(ip: string): () => void;
  /** As `admit`, but over the cap waits up to `queueWaitMs` for a turn before the 429. */
  admitWaiting(ip: string): Promise<() => void>;
  /**
   * Waits for a database slot for `ip`'s statement (embedded database; at once on PostgreSQL);
   * the returned release frees it. Rejects with 504 PGRST003 after `acquireTimeoutMs`.
   */
  slot(ip: string): Promise<() => void>;
  /** Middleware for routes that go before REST statements on the embedded database. */
  priority: MiddlewareHandler;
  /** Statements holding a database slot, and waiting for one (embedded database; 0 on PostgreSQL). */
  stats(): { inUse: number; queued: number };
};

export const tooManyAtOnce = () =>
  new RestError(429, 'over_request_rate_limit', 'Too many requests from this address at once', {
    hint: 'Wait for the requests already sent to finish, then try again',
    headers: { 'Retry-After': '1' },
  });

const acquireTimeout = () => new RestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');

type Waiter = { start: () => void; timer: NodeJS.Timeout };

export function createAdmission(options: AdmissionOptions): Admission {
  const maxHoldMs = options.maxHoldMs ?? 2_000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 10_000;
  const inFlight = new Map<string, number>();
  const queueWaitMs = options.queueWaitMs ?? 0;
  const queueDepth = options.queueDepth ?? 16;
  // Requests over an address's cap waiting for one of its requests to finish, in arrival order.
  const queued = new Map<string, (() => void)[]>();
  const slots = options.embeddedSlots;
  let running = 0;
  let priority = 0;
  // Waiters by address; `turns` holds each waiting address once, in the order they are served.
  const waiting = new Map<string, Waiter[]>();
  const turns: string[] = [];
  let holdTimer: NodeJS.Timeout | undefined;

  // When a REST statement last started, for the one that may start during priority work.
  let lastStart = 0;

  const pump = () => {
    while (slots !== undefined && running < slots && turns.length > 0) {
      if (priority > 0) {
        const since = Date.now() - lastStart;
        if (since < maxHoldMs) {
          // Look again once maxHoldMs has passed since the last REST statement started.
          holdTimer ??= setTimeout(() => {
            holdTimer = undefined;
            pump();
          }, maxHoldMs - since);
          return;
        }
      }
      lastStart = Date.now();
      const ip = turns.shift()!;
      const list = waiting.get(ip)!;
      const next = list.shift()!;
      if (list.length) turns.push(ip);
      else waiting.delete(ip);
      clearTimeout(next.timer);
      running++;
      next.start();
    }
  };

  const release = () => {
    running--;
    pump();
  };
  const noop = () => undefined;

  const wait = (ip: string): Promise<void> => {
    return new Promise<void>((start, fail) => {
      const waiter: Waiter = {
        start,
        timer: setTimeout(() => {
          const list = waiting.get(ip);
          const at = list?.indexOf(waiter) ?? -1;
          if (at === -1 || !list) return;
          list.splice(at, 1);
          if (list.length === 0) {
            waiting.delete(ip);
            turns.splice(turns.indexOf(ip), 1);
          }
          fail(acquireTimeout());
        }, acquireTimeoutMs),
      };
      const list = waiting.get(ip);
      if (list) list.push(waiter);
      else {
        waiting.set(ip, [waiter]);
        turns.push(ip);
      }
      pump();
    });
  };

  const enter = (ip: string): (() => void) => {
    inFlight.set(ip, (inFlight.get(ip) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(ip) ?? 1) - 1;
      const list = queued.get(ip);
      const next = list?.shift();
      if (list && list.length === 0) queued.delete(ip);
      // The first waiting request takes the place this one leaves.
      if (next) {
        inFlight.set(ip, left);
        next();
      } else if (left > 0) inFlight.set(ip, left);
      else inFlight.delete(ip);
    };
  };

  return {
    admit(ip) {
      if ((inFlight.get(ip) ?? 0) >= options.perIp) throw tooManyAtOnce();
      return enter(ip);
    },
    admitWaiting(ip) {
      if ((inFlight.get(ip) ?? 0) < options.perIp) return Promise.resolve(enter(ip));
      const list = queued.get(ip) ?? [];
      if (queueWaitMs <= 0 || list.length >= options.perIp * queueDepth) return Promise.reject(tooManyAtOnce());
      return new Promise((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve(enter(ip));
        };
        const timer = setTimeout(() => {
          const waiting = queued.get(ip);
          const at = waiting?.indexOf(turn) ?? -1;
          if (waiting && at !== -1) waiting.splice(at, 1);
          if (waiting?.length === 0) queued.delete(ip);
          reject(tooManyAtOnce());
        }, queueWaitMs);
        list.push(turn);
        queued.set(ip, list);
      });
    },
    async slot(ip) {
      if (slots === undefined) return noop;
      if (running < slots && turns.length === 0 && priority === 0) {
        running++;
        lastStart = Date.now();
      } else await wait(ip);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    stats: () => ({ inUse: running, queued: [...waiting.values()].reduce((sum, list) => sum + list.length, 0) }),
    priority: async (_c, next) => {
      if (slots === undefined) return next();
      priority++;
      try {
        await next();
      } finally {
        priority--;
        if (priority === 0) {
          clearTimeout(holdTimer);
          holdTimer = undefined;
          pump();
        }
      }
    },
  };
}
