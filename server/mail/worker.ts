/**
 * The mail worker that runs in every server process (ADR 021). With SMTP_URL it polls
 * (poll-loop.ts), claims due messages (claim-mail.ts) and makes one attempt at each per claim
 * (deliver-mail.ts): sent only once the SMTP server accepted it, otherwise retried with
 * exponential back-off (retry-schedule.ts) until its give-up time, then failed; auth emails
 * gone stale while they waited are discarded first (stale-mail.ts). Without
 * SMTP_URL it holds what is queued and sends nothing. Either way it purges finished mail.
 *
 *   const worker = createMailWorker({ db, env, logger, listeners });
 *   await worker.start();      // after migrations
 *   worker.wake();             // after an enqueue: look now rather than at the next poll
 *   await worker.stop();       // on shutdown, before the database closes
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/types.ts';
import type { Env } from '../lib/env.ts';
import type { Logger } from '../lib/logger.ts';
import { claimDueMail } from './claim-mail.ts';
import { deliverMail, type DeliveryContext } from './deliver-mail.ts';
import { heldMailNotice } from './mail-queue.ts';
import type { MailStateListener } from './message.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import { purgeFinishedMail, releaseMailLeases } from './queue-upkeep.ts';
import { holdQueuedMail } from './record-delivery.ts';
import { discardStaleMail } from './stale-mail.ts';
import { createSmtpSender } from './smtp-sender.ts';

export type MailWorker = {
  readonly workerId: string;
  /** Begins sending (SMTP_URL) or holds queued mail (none). Call once, after migrations. */
  start(): Promise<void>;
  /** Stops claiming and waits up to `timeoutMs` for attempts in flight, then aborts them. */
  stop(timeoutMs?: number): Promise<void>;
  /** Looks for due mail shortly (after an enqueue commits) instead of at the next poll. */
  wake(): void;
  /** One pass: claims and attempts what is due; resolves with how many it attempted. */
  runOnce(): Promise<number>;
};

export type MailWorkerOptions = {
  db: Db;
  env: Pick<Env, 'SMTP_URL' | 'DEV_MAILBOX' | 'MAIL_RETRY_BASE_SECONDS' | 'MAIL_GIVE_UP_HOURS'>;
  logger: Logger;
  /** Features following their messages' delivery (e.g. a contact message's delivery state). */
  listeners?: readonly MailStateListener[];
  /** Only with the embedded database (one process): leases found at start are a dead process's. */
  releaseLeasesAtStart?: boolean;
  pollMs?: number;
  batchSize?: number;
  workerId?: string;
  /** Told how each delivery attempt ended (server/metrics/). */
  onAttempt?: DeliveryContext['onAttempt'];
};

/** Longer than one attempt can take (smtpTimeouts.attemptMs), so a live attempt never loses its claim. */
export const leaseSeconds = 180;
/** An enqueue wakes the worker this long after, once its transaction has most likely committed. */
const wakeDelayMs = 50;
const purgeEveryMs = 3600_000;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, env } = options;
  const batchSize = options.batchSize ?? 8;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = options.logger.child({ component: 'mail', workerId });
  const listeners = options.listeners ?? [];
  const smtp = env.SMTP_URL ? createSmtpSender(env.SMTP_URL) : undefined;
  const delivery = smtp && {
    db,
    smtp,
    listeners,
    log,
    workerId,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    onAttempt: options.onAttempt,
  };
  const aborter = new AbortController();
  let loop: PollLoop | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    if (!delivery || stopped) return 0;
    const stale = await discardStaleMail(db);
    if (stale > 0) log.info({ discarded: stale }, 'stale auth emails discarded before sending');
    const claimed = await claimDueMail(db, {
      limit: batchSize,
      leaseSeconds,
      workerId,
      giveUpHours: env.MAIL_GIVE_UP_HOURS,
    });
    await Promise.all(claimed.map((mail) => deliverMail(delivery, mail, aborter.signal)));
    return claimed.length;
  };
  const pass = async () => {
    try {
      return (await runOnce()) === batchSize;
    } catch (err) {
      log.error({ err }, 'mail worker: could not read the queue');
      return false;
    }
  };

  return {
    workerId,
    runOnce,
    async start() {
      if (purgeTimer) return;
      purgeTimer = schedulePurge(db, log);
      if (options.releaseLeasesAtStart) {
        const released = await releaseMailLeases(db);
        if (released > 0) log.warn({ released }, 'mail claimed by a process that died: released');
      }
      if (!delivery) {
        log.warn({ held: await holdQueuedMail(db, listeners) }, heldMailNotice(env));
        return;
      }
      log.info('mail worker started');
      loop = startPollLoop(pass, options.pollMs ?? 1000);
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearInterval(purgeTimer);
      if (loop && !(await loop.stop(timeoutMs))) {
        log.warn('mail worker: attempts still running at shutdown; aborting them');
        aborter.abort();
        await loop.stop(2000);
      }
      smtp?.close();
    },
    wake() {
      if (loop && !stopped) setTimeout(() => loop?.wake(), wakeDelayMs).unref();
    },
  };
}

/** Deletes finished mail now and every hour. */
function schedulePurge(db: Db, log: Logger): NodeJS.Timeout {
  const purge = () =>
    purgeFinishedMail(db).then(
      (n) => n > 0 && log.info({ purged: n }, 'finished mail purged'),
      (err: unknown) => log.warn({ err }, 'could not purge finished mail'),
    );
  void purge();
  const timer = setInterval(() => void purge(), purgeEveryMs);
  timer.unref();
  return timer;
}
