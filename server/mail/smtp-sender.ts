/**
 * One SMTP attempt for a claimed message, through nodemailer. Every attempt sends the same
 * Message-ID and Date (fixed when the message was queued), so a copy delivered twice (the
 * process died between the server's acceptance and recording it) is recognisably the same
 * message. Resolves only when the SMTP server accepted the message for its recipient.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { ClaimedMail } from './claim-mail.ts';

export type SmtpResult = { response: string };

export type SmtpSender = {
  send(mail: ClaimedMail, signal: AbortSignal): Promise<SmtpResult>;
  close(): void;
};

/** Generous for one message with attachments; the claim's lease is longer (worker.ts). */
export const smtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 60_000, attemptMs: 120_000 };

export function createSmtpSender(smtpUrl: string): SmtpSender {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: smtpTimeouts.connectionMs,
    greetingTimeout: smtpTimeouts.greetingMs,
    socketTimeout: smtpTimeouts.socketMs,
  });
  return {
    async send(mail, signal) {
      const info = (await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: mail.messageId,
        date: mail.createdAt,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        signal,
      })) as { accepted?: unknown[]; rejected?: unknown[]; response?: string };
      if (!info.accepted?.length || info.rejected?.length) {
        throw Object.assign(new Error(`SMTP server did not accept the recipient: ${info.response ?? ''}`), {
          permanent: true,
          code: 'EENVELOPE',
        });
      }
      return { response: info.response ?? '' };
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Whether a failure is worth retrying. Permanent: the server refused this message's envelope
 * or content with a 5xx reply (RFC 5321); the same message would be refused again. Everything
 * else (connection refused or lost, timeouts, 4xx replies, authentication and TLS problems an
 * operator can fix) is retried.
 */
export function describeSmtpFailure(err: unknown): { message: string; permanent: boolean } {
  const e = err as { message?: string; code?: string; responseCode?: number; permanent?: boolean; response?: string };
  const permanent = e.permanent === true && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
  const parts = [e.code, e.responseCode, e.response ?? e.message].filter((p) => p !== undefined && p !== '');
  return { message: parts.join(' ') || String(err), permanent };
}
