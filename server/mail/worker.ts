/**
 * The mail worker that runs in every server process (ADR 021). With SMTP_URL it claims due
 * messages (claim-mail.ts), sends each once per claim (smtp-sender.ts) and records the outcome
 * (record-delivery.ts): sent only once the SMTP server accepted it, otherwise retried with
 * exponential back-off (retry-schedule.ts) until its give-up time, then failed. Without
 * SMTP_URL it holds what is queued and sends nothing.
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
import { claimDueMail, type ClaimedMail } from './claim-mail.ts';
import { heldMailNotice } from './mail-queue.ts';
import type { MailStateListener } from './message.ts';
import { purgeFinishedMail, releaseMailLeases } from './queue-upkeep.ts';
import { holdQueuedMail, recordMailFailure, recordMailSent } from './record-delivery.ts';
import { retryDelaySeconds } from './retry-schedule.ts';
import { createSmtpSender, describeSmtpFailure, smtpTimeouts, type SmtpSender } from './smtp-sender.ts';

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
};

/** Longer than one attempt can take (smtpTimeouts.attemptMs), so a live attempt never loses its claim. */
export const leaseSeconds = 180;
const wakeDelayMs = 50;
const purgeEveryMs = 3600_000;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, env, logger } = options;
  const listeners = options.listeners ?? [];
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 8;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = logger.child({ component: 'mail', workerId });
  const sender: SmtpSender | undefined = env.SMTP_URL ? createSmtpSender(env.SMTP_URL) : undefined;
  const inFlight = new Set<AbortController>();
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let wakePending = false;
  let purgeTimer: NodeJS.Timeout | undefined;

  const runOnce = async (): Promise<number> => {
    if (!sender || stopping) return 0;
    const claimed = await claimDueMail(db, {
      limit: batchSize,
      leaseSeconds,
      workerId,
      giveUpHours: env.MAIL_GIVE_UP_HOURS,
    });
    await Promise.all(claimed.map((mail) => attempt(sender, mail)));
    return claimed.length;
  };

  const attempt = async (smtp: SmtpSender, mail: ClaimedMail): Promise<void> => {
    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), smtpTimeouts.attemptMs);
    const about = { mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts };
    try {
      let response: string;
      try {
        ({ response } = await smtp.send(mail, controller.signal));
      } catch (err) {
        await recordFailure(mail, err);
        return;
      }
      await recordSent(mail, response);
      log.info(about, 'mail sent');
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
  };

  const recordFailure = async (mail: ClaimedMail, err: unknown) => {
    const failure = describeSmtpFailure(err);
    const delay = retryDelaySeconds(mail.attempts, env.MAIL_RETRY_BASE_SECONDS);
    const about = { mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts, error: failure.message };
    try {
      const state = await recordMailFailure(
        db,
        { id: mail.id, workerId, error: failure.message, permanent: failure.permanent, retryDelaySeconds: delay },
        listeners,
      );
      if (state === 'failed') log.error(about, 'mail failed: not retried');
      else log.warn({ ...about, retryInSeconds: delay }, 'mail not sent; will retry');
    } catch (dbErr) {
      // The lease runs out and the message is tried again.
      log.error({ ...about, err: dbErr }, 'mail not sent, and the failure could not be recorded');
    }
  };

  /** The SMTP server has the message: record it, trying a few times, since a lost record means a duplicate. */
  const recordSent = async (mail: ClaimedMail, response: string) => {
    for (let i = 0; ; i++) {
      try {
        await recordMailSent(db, { id: mail.id, smtpResponse: response }, listeners);
        return;
      } catch (err) {
        if (i >= 4) {
          log.error({ mailId: mail.id, err }, 'mail sent but not recorded: it may be sent again when its lease ends');
          return;
        }
        await new Promise((r) => setTimeout(r, 250 * 2 ** i));
      }
    }
  };

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakePending) return resolve();
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
    });

  const run = async () => {
    while (!stopping) {
      let attempted = 0;
      // This pass sees every enqueue committed before it starts; a wake during it means another.
      wakePending = false;
      try {
        attempted = await runOnce();
      } catch (err) {
        log.error({ err }, 'mail worker: could not read the queue');
      }
      if (!stopping && attempted < batchSize) await idle(pollMs);
    }
  };

  const purge = () =>
    purgeFinishedMail(db).then(
      (n) => n > 0 && log.info({ purged: n }, 'finished mail purged'),
      (err: unknown) => log.warn({ err }, 'could not purge finished mail'),
    );

  return {
    workerId,
    runOnce,
    async start() {
      if (loop || purgeTimer) return;
      if (options.releaseLeasesAtStart) {
        const released = await releaseMailLeases(db);
        if (released > 0) log.warn({ released }, 'mail claimed by a process that died: released');
      }
      purgeTimer = setInterval(() => void purge(), purgeEveryMs);
      purgeTimer.unref();
      void purge();
      if (!sender) {
        const held = await holdQueuedMail(db, listeners);
        log.warn({ held }, heldMailNotice(env));
        return;
      }
      log.info({ pollMs }, 'mail worker started');
      loop = run();
    },
    async stop(timeoutMs = 10_000) {
      stopping = true;
      clearInterval(purgeTimer);
      wakeUp?.();
      if (loop) {
        if (!(await settlesWithin(loop, timeoutMs))) {
          log.warn({ inFlight: inFlight.size }, 'mail worker: attempts still running at shutdown; aborting them');
          for (const controller of inFlight) controller.abort();
          await settlesWithin(loop, 2000);
        }
      }
      sender?.close();
    },
    wake() {
      if (!sender || stopping) return;
      setTimeout(() => {
        wakePending = true;
        wakeUp?.();
      }, wakeDelayMs).unref();
    },
  };
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
