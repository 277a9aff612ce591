/**
 * One attempt at one claimed message: send it through SMTP, then record what happened
 * (record-delivery.ts) and log it. Never throws: a failure to record leaves the claim to run
 * out, and the message is tried again.
 */
import type { Db } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import type { ClaimedMail } from './claim-mail.ts';
import type { MailStateListener } from './message.ts';
import { recordMailFailure, recordMailSent } from './record-delivery.ts';
import { retryDelaySeconds } from './retry-schedule.ts';
import { describeSmtpFailure, smtpTimeouts, type SmtpSender } from './smtp-sender.ts';

export type DeliveryContext = {
  db: Db;
  smtp: SmtpSender;
  listeners: readonly MailStateListener[];
  log: Logger;
  workerId: string;
  retryBaseSeconds: number;
  /** Told how each attempt ended (metrics): sent, retry (tried again later) or failed (given up). */
  onAttempt?: ((outcome: 'sent' | 'retry' | 'failed') => void) | undefined;
};

export async function deliverMail(ctx: DeliveryContext, mail: ClaimedMail, signal: AbortSignal): Promise<void> {
  const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(smtpTimeouts.attemptMs)]);
  let response: string;
  try {
    ({ response } = await ctx.smtp.send(mail, attemptSignal));
  } catch (err) {
    await recordFailure(ctx, mail, err);
    return;
  }
  await recordSent(ctx, mail, response);
  ctx.onAttempt?.('sent');
  ctx.log.info({ mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts }, 'mail sent');
}

async function recordFailure(ctx: DeliveryContext, mail: ClaimedMail, err: unknown): Promise<void> {
  const failure = describeSmtpFailure(err);
  const delay = retryDelaySeconds(mail.attempts, ctx.retryBaseSeconds);
  const about = { mailId: mail.id, purpose: mail.purpose, attempt: mail.attempts, error: failure.message };
  try {
    const state = await recordMailFailure(
      ctx.db,
      {
        id: mail.id,
        workerId: ctx.workerId,
        error: failure.message,
        permanent: failure.permanent,
        retryDelaySeconds: delay,
      },
      ctx.listeners,
    );
    ctx.onAttempt?.(state === 'failed' ? 'failed' : 'retry');
    if (state === 'failed') ctx.log.error(about, 'mail failed: not retried');
    else ctx.log.warn({ ...about, retryInSeconds: delay }, 'mail not sent; will retry');
  } catch (dbErr) {
    ctx.log.error({ ...about, err: dbErr }, 'mail not sent, and the failure could not be recorded');
  }
}

/** The SMTP server has the message: record it, trying a few times, since a lost record means a duplicate. */
async function recordSent(ctx: DeliveryContext, mail: ClaimedMail, response: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await recordMailSent(ctx.db, { id: mail.id, smtpResponse: response }, ctx.listeners);
      return;
    } catch (err) {
      if (i >= 4) {
        ctx.log.error({ mailId: mail.id, err }, 'mail sent but not recorded: it may be sent again when its lease ends');
        return;
      }
      await new Promise((r) => setTimeout(r, 250 * 2 ** i));
    }
  }
}
