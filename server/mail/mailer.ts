/**
 * Outgoing mail through nodemailer. With SMTP_URL set messages are sent for real; without it
 * each message is rendered to MIME by nodemailer and written to the outbox under DATA_DIR, and
 * its links are logged, so a developer (or the dev mailbox) can follow them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../lib/env.ts';
import type { Logger } from '../lib/logger.ts';
import { outboxDir, writeOutboxMessage } from './outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the visitor who filled in a contact form). */
  replyTo?: string;
};

export type Mailer = {
  /** Sends one message; rejects when the SMTP server refuses it or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  /** 'smtp' or 'outbox': where messages go. */
  readonly mode: 'smtp' | 'outbox';
};

type MailerOptions = { env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>; logger: Logger };

export function createMailer({ env, logger }: MailerOptions): Mailer {
  const from = env.MAIL_FROM;
  if (env.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(env.DATA_DIR);
  return {
    mode: 'outbox',
    async send(message) {
      const info = (await render.sendMail({ from, ...message })) as { message: Buffer };
      const stored = await writeOutboxMessage(
        dir,
        {
          from,
          to: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        },
        info.message,
      );
      logger.info({ to: message.to, subject: message.subject, links: stored.links }, 'mail written to outbox');
    },
  };
}
