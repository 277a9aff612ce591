/**
 * What the mail queue carries (ADR 021): a message as a feature writes it, its attachments and
 * their limits, the delivery states, and how a feature follows the delivery of its messages.
 */
import type { Queryable } from '../db/types.ts';

export type MailAttachment = {
  /** Shown to the recipient; no path, no line breaks. */
  filename: string;
  /** A MIME type such as `text/calendar; method=REQUEST` or `application/pdf`. */
  contentType: string;
  content: Buffer | string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the visitor who filled in a contact form). */
  replyTo?: string;
  /**
   * The sender's name shown with the site's own address (MAIL_FROM's), e.g. the staff member
   * replying to a lead; without it, MAIL_FROM as it is.
   */
  fromName?: string;
  attachments?: MailAttachment[];
};

/**
 * queued: waiting for its next attempt; held: written while no SMTP server was configured, kept
 * until one is; sent: the SMTP server accepted it; failed: refused for good, or given up on.
 */
export type MailState = 'queued' | 'held' | 'sent' | 'failed';

/** What a message is for ('auth.signup', 'contact.company', …) and what it is about (an id). */
export type MailAbout = {
  purpose: string;
  ref?: string;
  /**
   * Makes the email unique in the queue (mail.messages.dedupe_key, ADR 040): a second enqueue
   * with the same key, from this process or another, writes nothing and returns the first. For
   * scheduled email (a webinar reminder per registrant, a daily digest per staff member and day).
   */
  dedupeKey?: string;
};

/**
 * Called in the transaction that records a delivery outcome (or holds a message), for messages
 * of its purpose, so a feature's own record of the delivery commits or rolls back with it.
 */
export type MailStateListener = {
  readonly purpose: string;
  onState(tx: Queryable, change: { ref: string | null; state: MailState }): Promise<void>;
};

/** At most this many attachments, and this many bytes in all, per message. */
export const attachmentLimits = { count: 10, totalBytes: 5 * 1024 * 1024 } as const;

const contentTypePattern =
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9_.-]+=("[^"\r\n]*"|[^;\s"]+))*$/i;

export class MailMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailMessageError';
  }
}

/** The attachments' contents as bytes, after checking names, types and the size cap. */
export function checkAttachments(attachments: readonly MailAttachment[] = []): Buffer[] {
  if (attachments.length > attachmentLimits.count) {
    throw new MailMessageError(`At most ${attachmentLimits.count} attachments per email.`);
  }
  const contents = attachments.map((a) => (typeof a.content === 'string' ? Buffer.from(a.content) : a.content));
  const total = contents.reduce((n, c) => n + c.length, 0);
  if (total > attachmentLimits.totalBytes) {
    throw new MailMessageError(`Attachments total ${total} bytes; at most ${attachmentLimits.totalBytes} per email.`);
  }
  for (const { filename, contentType } of attachments) {
    if (!filename || filename.length > 255 || /[\r\n\\/\0]/.test(filename)) {
      throw new MailMessageError(`Attachment file name ${JSON.stringify(filename)} is not allowed.`);
    }
    if (!contentTypePattern.test(contentType) || contentType.length > 255) {
      throw new MailMessageError(`Attachment content type ${JSON.stringify(contentType)} is not a MIME type.`);
    }
  }
  return contents;
}
