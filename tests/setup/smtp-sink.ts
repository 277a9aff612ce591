/**
 * A real SMTP server on loopback for tests and benchmarks (the npm package smtp-server): it
 * accepts every message and keeps it, parsed (mailparser), unless told to fail the next ones,
 * temporarily (4xx) or for good (5xx), as a real server does. `stop()` and `listen()` take it
 * down and bring it back on the same port, to stand for an SMTP server that is down.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMessage = {
  messageId: string;
  /** The envelope's recipients. */
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  date: Date | undefined;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** Accepted messages, in order. */
  readonly messages: SinkMessage[];
  /** How many times a message's data was refused. */
  readonly refusals: number;
  /** Refuse the next `times` messages with this reply (e.g. 451 for "try later", 550 for "no"). */
  failNext(times: number, reply: { code: number; message: string }): void;
  /** Resolves once `count` messages were accepted (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /** Stops listening (the port refuses connections) until `listen()`. */
  stop(): Promise<void>;
  listen(): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let failures: { times: number; reply: { code: number; message: string } } | undefined;
  let refusals = 0;
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      async onData(stream, session, callback) {
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          if (failures && failures.times > 0) {
            failures.times -= 1;
            refusals += 1;
            const err = Object.assign(new Error(failures.reply.message), { responseCode: failures.reply.code });
            return callback(err);
          }
          const parsed = await simpleParser(Buffer.concat(chunks));
          messages.push({
            messageId: parsed.messageId ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            replyTo: parsed.replyTo?.text ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            date: parsed.date,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      },
    });
  let server = makeServer();
  let port = options.port ?? 0;
  const listen = async () => {
    server = makeServer();
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    get refusals() {
      return refusals;
    },
    failNext(times, reply) {
      failures = { times, reply };
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s), the SMTP sink has ${messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    stop,
    listen,
    close: stop,
  };
}
