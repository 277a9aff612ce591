/**
 * LISTEN on PostgreSQL for the process's caches (schema, signing keys): one dedicated connection,
 * opened on first use, listening on every channel asked for. When it is lost, every listener is
 * told notifications may have been missed (`null`) and it is opened again (backing off up to 30 s),
 * after which they are told once more: whatever changed in between is then read afresh.
 */
import pg from 'pg';

export type Notify = (payload: string | null) => void;

export type Notifications = {
  listen(channel: string, onNotify: Notify): void;
  close(): Promise<void>;
};

const maxBackoffMs = 30_000;

export function openNotifications(
  connection: pg.ClientConfig,
  options: { onError?: (err: Error) => void } = {},
): Notifications {
  const listeners = new Map<string, Set<Notify>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let backoffMs = 500;
  let retry: NodeJS.Timeout | undefined;
  /** LISTENs on the open connection, one after another (pg refuses overlapping queries from 9.0). */
  let listening: Promise<unknown> = Promise.resolve();

  const tellAll = (payload: string | null) => {
    for (const set of listeners.values()) for (const fn of set) fn(payload);
  };
  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const lost = (c: pg.Client, err: Error) => {
    if (client !== c) return;
    client = undefined;
    options.onError?.(err);
    c.end().catch(() => undefined);
    tellAll(null);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoffMs);
    retry.unref();
    backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
  };

  const connect = () =>
    (connecting ??= (async () => {
      const c = new pg.Client(connection);
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c, new Error('the LISTEN connection to PostgreSQL closed')));
      c.on('notification', (n) => {
        for (const fn of listeners.get(n.channel) ?? []) fn(n.payload ?? '');
      });
      try {
        await c.connect();
        // Channels asked for while this connection was being made are picked up too.
        const done = new Set<string>();
        for (
          let todo = [...listeners.keys()];
          todo.length > 0;
          todo = [...listeners.keys()].filter((ch) => !done.has(ch))
        ) {
          for (const channel of todo) {
            await c.query(`listen ${quoted(channel)}`);
            done.add(channel);
          }
        }
        if (closed) return void (await c.end());
        client = c;
        backoffMs = 500;
        tellAll(null);
      } catch (err) {
        options.onError?.(err as Error);
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
        scheduleConnect();
      }
    })().finally(() => {
      connecting = undefined;
    }));

  return {
    listen(channel, onNotify) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        // A new channel on an open connection; otherwise the next connect listens on it.
        const c = client;
        if (c) {
          listening = listening
            .then(() => c.query(`listen ${quoted(channel)}`))
            .catch((err: unknown) => lost(c, err as Error));
        }
      }
      set.add(onNotify);
      if (!client && !connecting && !retry) void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
