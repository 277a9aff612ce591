/**
 * Read batches on PostgreSQL travel on a few long-lived connections ("lanes"), pipelined: every
 * batch a lane is given during one turn of the event loop leaves in one write, each batch with
 * its own Sync (so each is still its own implicit transaction, and an error fails only its
 * batch), and the server's answers are read straight from the socket (pg-results.ts) and
 * handed back in order. Against one pooled connection per batch, this saves a socket write and
 * a wake-up per request, and the connection checkout.
 *
 * Only read-only batches use lanes: a batch that waits (for a lock, a long scan) delays the
 * batches behind it on its lane, and a read waits for nothing but DDL. Each batch is given to
 * the lane with the fewest batches in flight.
 *
 * node-postgres opens each lane (authentication, TLS, startup) and then hands the socket over:
 * its message parser is detached and the lane reads the socket itself. A lane whose connection
 * fails fails its batches in flight (errors without a SQLSTATE: the connection is gone) and is
 * opened again by the next batch; so does one whose answer cannot be read. What this relies on in node-postgres (its parser as the
 * socket's one 'data' listener, `DatabaseError`) is pinned and checked by
 * node-postgres-internals.test.ts (ADR 016).
 */
import pg from 'pg';
import { readBatches, ResponseBuffer, type Decode } from './pg-results.ts';
import { onceMoreIfStale, pipelineMessage, PreparedStatements } from './pipeline-message.ts';
import type { QueryResult, Statement } from '../types.ts';

type InFlight = {
  statements: readonly Statement[];
  parsed: string[];
  resolve: (results: QueryResult[]) => void;
  reject: (err: Error) => void;
};

class Lane {
  readonly #client: pg.Client;
  readonly #stream: pg.Connection['stream'];
  readonly #decode: Decode;
  readonly #prepared = new PreparedStatements();
  readonly #inFlight: InFlight[] = [];
  #corked = false;
  #failed: Error | undefined;
  readonly #answers = new ResponseBuffer();
  /** How far the bytes have been walked, message by message. */
  #scanned = 0;

  constructor(client: pg.Client, decode: Decode, onFail: () => void) {
    this.#client = client;
    this.#decode = decode;
    this.#stream = client.connection.stream;
    const fail = (err: Error) => {
      this.#fail(err);
      onFail();
    };
    client.on('error', (err) => fail(new Error(`A PostgreSQL connection failed: ${err.message}`, { cause: err })));
    client.on('end', () => fail(new Error('A PostgreSQL connection was closed')));
    // From here on the lane reads the socket; node-postgres keeps only its error and close handling.
    this.#stream.removeAllListeners('data');
    this.#stream.on('data', (chunk: Buffer) => {
      try {
        this.#read(chunk);
      } catch (err) {
        // An answer this lane cannot read (a value its parser refuses, bytes out of step): the
        // connection can no longer be trusted, so its batches fail and it goes; never the process.
        const e = new Error(`A PostgreSQL answer could not be read: ${(err as Error).message}`, { cause: err });
        fail(e);
        this.#stream.destroy(e);
      }
    });
  }

  get load(): number {
    return this.#inFlight.length;
  }

  send(statements: readonly Statement[]): Promise<QueryResult[]> {
    if (this.#failed) return Promise.reject(this.#failed);
    const { message, parsed } = pipelineMessage(statements, this.#prepared);
    return new Promise((resolve, reject) => {
      this.#inFlight.push({ statements, parsed, resolve, reject });
      // Everything sent during this turn leaves in one write.
      if (!this.#corked) {
        this.#corked = true;
        this.#stream.cork();
        setImmediate(() => {
          this.#corked = false;
          this.#stream.uncork();
        });
      }
      this.#stream.write(message);
    });
  }

  #read(chunk: Buffer): void {
    this.#answers.push(chunk);
    const bytes = this.#answers.bytes();
    // Walk whole messages; a batch is whole at its ReadyForQuery ('Z').
    let batchesEnd = 0;
    while (this.#scanned + 5 <= bytes.length) {
      const end = this.#scanned + 1 + bytes.readInt32BE(this.#scanned + 1);
      if (end > bytes.length) break;
      if (bytes[this.#scanned] === 0x5a) batchesEnd = end;
      this.#scanned = end;
    }
    if (batchesEnd === 0) return;
    const outcomes = readBatches(bytes.subarray(0, batchesEnd), this.#decode);
    // What follows the last whole batch moves to the front (values read above are copies).
    this.#answers.consume(batchesEnd);
    this.#scanned -= batchesEnd;
    for (const outcome of outcomes) {
      const batch = this.#inFlight.shift();
      if (!batch) return void this.#stream.destroy(new Error('PostgreSQL answered a batch never sent'));
      if (!(outcome instanceof Error)) {
        batch.resolve(outcome);
        continue;
      }
      this.#prepared.failed(batch, outcome);
      batch.reject(outcome);
    }
  }

  #fail(err: Error): void {
    this.#failed ??= err;
    for (const batch of this.#inFlight.splice(0)) batch.reject(this.#failed);
  }

  async close(): Promise<void> {
    this.#fail(new Error('The database is closed'));
    await this.#client.end().catch(() => undefined);
  }
}

/** Values read as ../postgres.ts reads them (node-postgres's parsers, some kept as text). */
export type TypeParsers = { getTypeParser: (oid: number, format: 'text') => (value: string) => unknown };

export type Lanes = {
  /** Runs a read-only batch on the least busy lane (one implicit transaction, pipelined). */
  send(statements: readonly Statement[]): Promise<QueryResult[]>;
  close(): Promise<void>;
};

export function openLanes(connection: pg.ClientConfig, count: number, types: TypeParsers): Lanes {
  const parsers = new Map<number, (value: string) => unknown>();
  const decode: Decode = {
    value: (text, oid) => {
      let parse = parsers.get(oid);
      if (!parse) parsers.set(oid, (parse = types.getTypeParser(oid, 'text')));
      return parse(text);
    },
    DatabaseError: pg.DatabaseError,
  };
  // A lane being opened has `opening` only; a failed one leaves its slot empty for the next batch.
  type Slot = { opening: Promise<Lane>; lane?: Lane };
  const slots: (Slot | undefined)[] = Array.from({ length: count }, () => undefined);
  let closed = false;
  const open = (i: number): Promise<Lane> => {
    const opening = (async () => {
      const client = new pg.Client(connection);
      await client.connect();
      const lane: Lane = new Lane(client, decode, () => {
        if (slots[i]?.lane === lane) slots[i] = undefined;
      });
      return lane;
    })();
    opening.then(
      (lane) => {
        const slot = slots[i];
        if (slot?.opening === opening) slot.lane = lane;
      },
      () => {
        if (slots[i]?.opening === opening) slots[i] = undefined;
      },
    );
    slots[i] = { opening };
    return opening;
  };
  /** The lane with the fewest batches in flight; a lane still to open (or opening) first. */
  const pick = (): Promise<Lane> => {
    let best: Lane | undefined;
    for (let i = 0; i < count; i++) {
      const slot = slots[i];
      if (!slot?.lane) return slot?.opening ?? open(i);
      if (!best || slot.lane.load < best.load) best = slot.lane;
    }
    return Promise.resolve(best!);
  };
  const send = async (statements: readonly Statement[]): Promise<QueryResult[]> => {
    if (closed) throw new Error('The database is closed');
    return (await pick()).send(statements);
  };
  return {
    send: (statements) => onceMoreIfStale(() => send(statements)),
    async close() {
      closed = true;
      await Promise.all(
        slots.map((slot) =>
          slot?.opening.then(
            (lane) => lane.close(),
            () => undefined,
          ),
        ),
      );
    },
  };
}
