/**
 * The queue as features use it (`deps.mail`): `enqueue(tx, message, about)` inside the
 * transaction of the change that causes the email. With SMTP_URL the message is `queued` and the
 * worker sends it; without, it is `held`: kept in the database, shown by the dev mailbox where
 * enabled, never marked sent, and sent once a process with SMTP_URL runs.
 */
import type { Queryable } from '../db/types.ts';
import type { Env } from '../lib/env.ts';
import type { Logger } from '../lib/logger.ts';
import { addressDomain, enqueueMail, type QueuedMail } from './enqueue-mail.ts';
import { extractLinks } from './list-mail.ts';
import type { MailAbout, MailMessage } from './message.ts';

export type MailQueue = {
  /** 'smtp': messages are sent; 'held': no SMTP_URL, messages are kept unsent. */
  readonly mode: 'smtp' | 'held';
  enqueue(tx: Queryable, message: MailMessage, about: MailAbout): Promise<QueuedMail>;
};

type MailQueueOptions = {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SITE_URL'>;
  logger: Logger;
  /** Told after each enqueue (the local worker's `wake`), so mail leaves without waiting a poll. */
  onEnqueued?: () => void;
};

export function createMailQueue({ env, logger, onEnqueued }: MailQueueOptions): MailQueue {
  const mode = env.SMTP_URL ? 'smtp' : 'held';
  const from = env.MAIL_FROM;
  const messageIdDomain = addressDomain(from) ?? new URL(env.SITE_URL).hostname;
  return {
    mode,
    async enqueue(tx, message, about) {
      const queued = await enqueueMail(tx, {
        ...about,
        message,
        from: message.fromName ? namedFrom(message.fromName, from) : from,
        messageIdDomain,
        state: mode === 'smtp' ? 'queued' : 'held',
      });
      // Links can be sign-in links: only at debug level, never at info.
      logger.debug(
        { mailId: queued.id, purpose: about.purpose, to: message.to, links: extractLinks(message.text) },
        mode === 'smtp' ? 'mail queued' : 'mail held (no SMTP_URL)',
      );
      onEnqueued?.();
      return queued;
    },
  };
}

/** `"Name" <address>` with MAIL_FROM's address: the site's own address under another name. */
export function namedFrom(name: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const clean = name
    .replace(/["\\\r\n<>]/g, '')
    .trim()
    .slice(0, 120);
  return clean ? `"${clean}" <${address}>` : mailFrom;
}

/** The boot notice when no SMTP server is configured. */
export function heldMailNotice(env: Pick<Env, 'SMTP_URL' | 'DEV_MAILBOX'>): string | undefined {
  if (env.SMTP_URL) return undefined;
  const where = env.DEV_MAILBOX
    ? 'They are shown at /_dev/mailbox.'
    : 'Set DEV_MAILBOX=1 (local runs) to read them at /_dev/mailbox.';
  return `MAIL IS HELD: SMTP_URL is not set, so no email leaves this server. Emails are kept in the database (state "held") and sent once the server runs with SMTP_URL. ${where}`;
}
