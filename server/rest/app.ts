/**
 * /rest/v1: a PostgREST-compatible subset over the `public` schema. The routing table:
 *
 *   GET|HEAD /:table   read (select, filters, order, limit/offset, Range, count)
 *   POST     /:table   insert / upsert (object or array, columns=, on_conflict=)
 *   PATCH    /:table   update with filters
 *   DELETE   /:table   delete with filters
 *   GET|HEAD|POST /rpc/:fn  calls a function of `public` (rpc.ts): arguments by name, in the
 *                           JSON body (POST) or the query (GET, stable functions only)
 *
 * Every verb: profile check → token (401 PGRST301/PGRST303) → table from the catalogue
 * (404 PGRST205) → query parse (400 PGRST100) → one statement in one transaction as the
 * caller's role. Inserts and updates pass through the table's write rules first, when features
 * registered some (write-rules.ts). Every failure leaves through `toRestError`.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { anonymous, authenticate, isTokenProblem, type RequestAuth } from '../lib/request-auth.ts';
import { createAdmission, type Admission } from './admission.ts';
import { isJsonObject, readJson } from './body.ts';
import { createCatalogue, type Catalogue, type TableInfo } from './catalogue.ts';
import { RestError, restErrors, toRestError } from './errors.ts';
import {
  handleDelete,
  handleInsert,
  handleRead,
  handleUpdate,
  type RestRequest,
  type RestResponse,
} from './handlers.ts';
import { restLimits, type RestLimits } from './limits.ts';
import { parseQuery } from './parse-query.ts';
import { checkProfile, negotiate, parsePrefer, parseRange } from './request-headers.ts';
import { handleRpc, type RpcRequest } from './rpc.ts';
import { rulesByTable, type BoundWriteRules, type WriteRule } from './write-rules.ts';

type Handler = (r: RestRequest, c: Context<AppEnv>, body: unknown) => Promise<RestResponse>;

export type RestAppOptions = {
  /** The features' per-table write rules (write-rules.ts); none by default. */
  writeRules?: readonly WriteRule[];
  /** Shared with the routes that go first (server/app.ts); one of its own otherwise. */
  admission?: Admission;
};

/** Who may run REST statements when (admission.ts), from the environment. */
export function createRestAdmission(deps: ServerDeps): Admission {
  return createAdmission({
    perIp: deps.env.REST_CONCURRENCY_PER_IP,
    queueWaitMs: deps.env.REST_QUEUE_WAIT_MS,
    embeddedSlots: deps.db.kind === 'pglite' ? deps.env.REST_EMBEDDED_SLOTS : undefined,
  });
}

export function createRestApp(deps: ServerDeps, options: RestAppOptions = {}): Hono<AppEnv> {
  const byTable = rulesByTable(options.writeRules ?? []);
  const bindRules = (r: RestRequest, c: Context<AppEnv>): BoundWriteRules | undefined => {
    // Write rules are for tables of public only.
    const rules = r.table.schemaSql ? undefined : byTable.get(r.table.name);
    if (!rules) return undefined;
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    return { rules, ctx: { ip, userAgent: c.req.header('user-agent'), auth: r.auth, log: c.get('log') } };
  };
  const app = new Hono<AppEnv>();
  // One schema cache per exposed schema (REST_SCHEMAS; the first is the default).
  const schemas = deps.env.REST_SCHEMAS;
  const catalogues = new Map(schemas.map((name) => [name, createCatalogue(deps.db, name)] as const));
  const limits = restLimits(deps.env, deps.db.kind);
  const admission = options.admission ?? createRestAdmission(deps);
  const ctx: ServeContext = { deps, schemas, catalogues, limits, admission };
  const handle = (read: boolean, fn: Handler) => (c: Context<AppEnv>) => serve(c, ctx, read, fn);

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) => serveRpc(c, ctx));
  app.all('/rpc/:fn', (c) => send(c, errorResponse(restErrors.methodNotAllowed(c.req.method))));
  app.on(
    ['GET', 'HEAD'],
    '/:table',
    handle(true, (r, c) => handleRead(r, parseRange(c.req.header('range')))),
  );
  app.post(
    '/:table',
    handle(false, (r, c, body) => handleInsert(r, body, bindRules(r, c))),
  );
  app.patch(
    '/:table',
    handle(false, (r, c, body) => handleUpdate(r, body, bindRules(r, c))),
  );
  app.delete(
    '/:table',
    handle(false, (r) => handleDelete(r)),
  );
  app.on(['PUT', 'OPTIONS'], '/:table', (c) => send(c, errorResponse(restErrors.methodNotAllowed(c.req.method))));
  app.all('*', (c) =>
    send(c, errorResponse(new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`))),
  );
  return app;
}

type ServeContext = {
  deps: ServerDeps;
  schemas: readonly string[];
  catalogues: ReadonlyMap<string, Catalogue>;
  limits: RestLimits;
  admission: Admission;
};

/** A verb once the caller is known: checks and parses the request, reads its body, and returns the statement to run. */
type Prepare = (auth: RequestAuth, catalogue: Catalogue) => Promise<() => Promise<RestResponse>>;

/**
 * One request, for every verb and /rpc: counted against its address (requests our own
 * server-side rendering makes have no socket and are not), profile and token checked, parsed and
 * its body read by `prepare`, and only then given a database slot (admission.ts), so a slow upload
 * never holds one. Every failure leaves through `toRestError`.
 */
async function guarded(c: Context<AppEnv>, ctx: ServeContext, read: boolean, prepare: Prepare): Promise<Response> {
  const { deps } = ctx;
  let auth: RequestAuth = anonymous;
  let leave: (() => void) | undefined;
  let release: (() => void) | undefined;
  let slow: NodeJS.Timeout | undefined;
  try {
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    // Counted per address, IPv6 per /64 network, as every per-IP limit is.
    if ((c.env as Partial<HttpBindings> | undefined)?.incoming?.socket)
      leave = await ctx.admission.admitWaiting(rateLimitKey(ip));
    const profile = checkProfile(c.req.header(read ? 'accept-profile' : 'content-profile'), ctx.schemas);
    const who = await authenticate(
      { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
      deps.keys,
    );
    if (isTokenProblem(who)) throw restErrors.token(who.code, who.message);
    auth = who;
    c.set('userId', who.userId);
    const run = await prepare(auth, ctx.catalogues.get(profile)!);
    release = await ctx.admission.slot(ip);
    // A statement that holds its slot this long keeps others waiting: say which, once.
    slow = setTimeout(
      () => c.get('log').warn({ method: c.req.method, path: c.req.path }, 'rest statement holds its slot over 15 s'),
      15_000,
    );
    const res = await run();
    // A schema other than the default is named back, as PostgREST does.
    if (profile !== ctx.schemas[0]) res.headers = { ...res.headers, 'Content-Profile': profile };
    return send(c, res);
  } catch (err) {
    const { error, unexpected } = toRestError(err, auth.role);
    if (unexpected) c.get('log').error({ err }, 'rest request failed');
    else if (error.code === '57014')
      c.get('log').warn({ role: auth.role, path: c.req.path }, 'rest statement timed out');
    return send(c, errorResponse(error));
  } finally {
    clearTimeout(slow);
    release?.();
    leave?.();
  }
}

/** The query string of the request, as given. */
function searchParams(c: Context<AppEnv>): URLSearchParams {
  const url = c.req.url;
  const q = url.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
}

/** A table verb: the table from the catalogue, the query parsed, the JSON body of POST and PATCH read. */
function serve(c: Context<AppEnv>, ctx: ServeContext, read: boolean, fn: Handler): Promise<Response> {
  return guarded(c, ctx, read, async (auth, catalogue) => {
    const table = await findTable(catalogue, c.req.param('table') ?? '');
    const r: RestRequest = {
      db: ctx.deps.db,
      auth,
      table,
      query: parseQuery(searchParams(c)),
      prefs: parsePrefer(c.req.header('prefer')),
      ...mediaOf(c),
      limits: ctx.limits,
      schema: await catalogue.snapshot(),
    };
    const method = c.req.method;
    const body = method === 'POST' || method === 'PATCH' ? await readJson(c.req.raw) : undefined;
    return () => fn(r, c, body);
  });
}

/** /rpc/:fn: arguments by name from the JSON body (POST) or the query (GET and HEAD). */
function serveRpc(c: Context<AppEnv>, ctx: ServeContext): Promise<Response> {
  const read = c.req.method !== 'POST';
  return guarded(c, ctx, read, async (auth, catalogue) => {
    const name = c.req.param('fn') ?? '';
    const overloads = await catalogue.functions(name);
    if (!overloads) {
      const body = read ? undefined : await readJson(c.req.raw);
      throw restErrors.unknownFunction(name, isJsonObject(body) ? Object.keys(body) : [], catalogue.schemaName);
    }
    const search = searchParams(c);
    let args: Record<string, unknown> = {};
    if (read) {
      // Query parameters that name an argument of some overload are arguments; the rest filter.
      const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
      for (const [key, value] of [...search]) {
        if (!argNames.has(key)) continue;
        args[key] = value;
        search.delete(key);
      }
    } else {
      const body = await readJson(c.req.raw);
      if (body === undefined || body === null) args = {};
      else if (isJsonObject(body)) args = body;
      else throw restErrors.invalidBody('Expected a JSON object of named arguments');
    }
    const r: RpcRequest = {
      db: ctx.deps.db,
      auth,
      name,
      overloads,
      args,
      readOnly: read,
      query: parseQuery(search),
      prefs: parsePrefer(c.req.header('prefer')),
      ...mediaOf(c),
      limits: ctx.limits,
      schema: await catalogue.snapshot(),
    };
    return () => handleRpc(r, parseRange(c.req.header('range')));
  });
}

/** The negotiated body (406 PGRST107 when none can be produced) and its `.single()` flag. */
function mediaOf(c: Context<AppEnv>) {
  const media = negotiate(c.req.header('accept'));
  return { media, object: media.object };
}

async function findTable(catalogue: Catalogue, name: string): Promise<TableInfo> {
  const table = await catalogue.table(name);
  if (!table) throw restErrors.unknownTable(name, catalogue.suggest(name), catalogue.schemaName);
  return table;
}

function errorResponse(error: RestError): RestResponse {
  return {
    status: error.status,
    body: JSON.stringify(error.toJSON()),
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  };
}

function send(c: Context<AppEnv>, res: RestResponse): Response {
  const status = res.status as ContentfulStatusCode;
  if (c.req.method === 'HEAD' || res.body === null) return c.body(null, status, res.headers);
  return c.body(res.body, status, res.headers);
}
