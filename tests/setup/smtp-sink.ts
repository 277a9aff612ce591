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
  /** Stops listening (the port refuses connections) until `listen()`. */
  stop(): Promise<void>;
  listen(): Promise<void>;
  close(): Promise<void>;
};

type SinkState = {
  messages: SinkMessage[];
  failures: { times: number; reply: { code: number; message: string } } | undefined;
  refusals: number;
};

/** Reads one message's data, then refuses it (when told to) or keeps it, parsed. */
async function receive(stream: AsyncIterable<unknown>, rcptTo: string[], state: SinkState): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (state.failures && state.failures.times > 0) {
    state.failures.times -= 1;
    state.refusals += 1;
    throw Object.assign(new Error(state.failures.reply.message), { responseCode: state.failures.reply.code });
  }
  const parsed = await simpleParser(Buffer.concat(chunks));
  state.messages.push({
    messageId: parsed.messageId ?? '',
    to: rcptTo,
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
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const state: SinkState = { messages: [], failures: undefined, refusals: 0 };
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      onData(stream, session, callback) {
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        receive(stream, rcptTo, state).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      },
    });
  let server: SMTPServer;
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
    messages: state.messages,
    get refusals() {
      return state.refusals;
    },
    failNext(times, reply) {
      state.failures = { times, reply };
    },
    stop,
    listen,
    close: stop,
  };
}
