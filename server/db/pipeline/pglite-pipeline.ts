/**
 * PGlite's pipelined batch: the batch is written as one protocol message (pipeline-message.ts:
 * one implicit transaction, prepared statements) and handed to the WebAssembly module in one
 * call. `pg.query` costs six calls into the module per statement (a transaction two more each
 * for BEGIN and COMMIT) and parses and plans every time; this costs one call per batch. The
 * answer is read in one pass over the raw bytes (pg-results.ts) instead of through PGlite's
 * message objects. What this relies on in PGlite beyond its query API (`_runExclusiveTransaction`,
 * `execProtocolRawStream`, its DatabaseError and parsers) is pinned and checked by
 * pglite-internals.test.ts (ADR 016).
 */
import { protocol, types, type PGlite } from '@electric-sql/pglite';
import { readBatches, ResponseBuffer, type Decode } from './pg-results.ts';
import { pipelineMessage, type PreparedStatements } from './pipeline-message.ts';
import type { QueryResult, Statement } from '../types.ts';

/**
 * What each database keeps for its calls: one answer buffer, reused by every call (calls hold
 * PGlite's lock, one at a time), and how its values and errors are read, as `PGlite.query` reads them.
 */
const answering = new WeakMap<PGlite, { buffer: ResponseBuffer; decode: Decode }>();
function answerReader(pg: PGlite) {
  let reader = answering.get(pg);
  if (!reader) {
    const decode: Decode = {
      value: (text, oid) => types.parseType(text, oid, pg.parsers),
      DatabaseError: protocol.messages.DatabaseError,
    };
    answering.set(pg, (reader = { buffer: new ResponseBuffer(), decode }));
  }
  return reader;
}

/** A batch as one protocol message, and the texts it prepares for the first time. */
type Encoded = ReturnType<typeof pipelineMessage>;

/**
 * Several independent batches (from different callers) in one call into PGlite: each batch keeps
 * its own Sync, so each is its own implicit transaction and an error in one skips only the rest
 * of that one. One call instead of one per batch saves PGlite's fixed cost per call (~12 µs of
 * ~45 µs per by-id read in a microbenchmark, four batches per call). Each outcome is the
 * batch's results or its error, in the order given.
 *
 * It holds both of PGlite's locks (the one `transaction()` holds for its whole callback and the
 * one each statement takes), so no batch lands inside someone else's open transaction; messages
 * are built under the lock, so batches prepare and close names in the order they run.
 *
 * A batch that prepares a text ends its call: a later batch in the same call would use the name
 * without a Parse, and fail if an error had skipped that Parse. A batch refused with a stale
 * prepared statement (26000, 0A000) that was not the first to meet it in its call is run again
 * alone, as it would have succeeded had it run alone after the first forgot the text.
 */
export async function runPipelines(
  pg: PGlite,
  prepared: PreparedStatements,
  batches: readonly (readonly Statement[])[],
): Promise<(QueryResult[] | Error)[]> {
  const outcomes: (QueryResult[] | Error)[] = [];
  const retry: number[] = [];
  await pg._runExclusiveTransaction(() =>
    pg.runExclusive(async () => {
      let next = 0;
      while (next < batches.length) {
        const call: { index: number; encoded: Encoded }[] = [];
        while (next < batches.length) {
          const index = next++;
          const statements = batches[index]!;
          if (statements.length === 0) {
            outcomes[index] = [];
            continue;
          }
          let encoded: Encoded;
          try {
            encoded = pipelineMessage(statements, prepared);
          } catch (err) {
            // A refused parameter fails its batch only; nothing of it was recorded.
            outcomes[index] = err instanceof Error ? err : new Error(String(err));
            continue;
          }
          call.push({ index, encoded });
          if (encoded.parsed.length > 0) break;
        }
        if (call.length === 0) continue;
        const { buffer: response, decode } = answerReader(pg);
        response.reset();
        const message = Buffer.concat(call.map((c) => c.encoded.message));
        try {
          await pg.execProtocolRawStream(message, { syncToFs: true, onRawData: response.push });
        } catch (err) {
          // The call did not run to its end: none of its new texts can be counted as prepared.
          for (const { encoded } of call) prepared.forget(encoded.parsed);
          throw err;
        }
        const answers = readBatches(response.bytes(), decode);
        let staleSeen = false;
        for (const [i, { index, encoded }] of call.entries()) {
          const answer = answers[i] ?? new Error('The embedded database did not answer a batch');
          outcomes[index] = answer;
          if (!(answer instanceof Error)) continue;
          if (!prepared.failed({ statements: batches[index]!, parsed: encoded.parsed }, answer)) continue;
          if (staleSeen) retry.push(index);
          staleSeen = true;
        }
      }
    }),
  );
  for (const index of retry) {
    outcomes[index] = await runPipeline(pg, prepared, batches[index]!).catch((err: unknown) =>
      err instanceof Error ? err : new Error(String(err)),
    );
  }
  return outcomes;
}

/**
 * One batch (`runPipelines` with one). A database error is thrown as PGlite throws it (code,
 * message, detail, hint), a refused parameter as its TypeError.
 */
export async function runPipeline(
  pg: PGlite,
  prepared: PreparedStatements,
  statements: readonly Statement[],
): Promise<QueryResult[]> {
  if (statements.length === 0) return [];
  const [outcome] = await runPipelines(pg, prepared, [statements]);
  if (outcome instanceof Error) throw outcome;
  return outcome!;
}
