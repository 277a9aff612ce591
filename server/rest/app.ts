/**
 * /rest/v1: a PostgREST-compatible subset over the `public` schema. The routing table:
 *
 *   GET|HEAD /:table   read (select, filters, order, limit/offset, Range, count)
 *   POST     /:table   insert / upsert (object or array, columns=, on_conflict=)
 *   PATCH    /:table   update with filters
 *   DELETE   /:table   delete with filters
 *   *        /rpc/:fn  404 PGRST202 (no functions are exposed)
 *
 * Every verb: profile check → token (401 PGRST301/PGRST303) → table from the catalogue
 * (404 PGRST205) → query parse (400 PGRST100) → one statement in one transaction as the
 * caller's role. Inserts and updates pass through the table's write rules first, when features
 * registered some (write-rules.ts). Every failure leaves through `toRestError`.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, ServerDeps } from '../context.ts';
import { clientIp } from '../lib/client-ip.ts';
import { anonymous, authenticate, isTokenProblem, type RequestAuth } from '../lib/request-auth.ts';
import { readJson } from './body.ts';
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
import { parseQuery } from './parse-query.ts';
import { checkProfile, parsePrefer, parseRange, wantsObject } from './request-headers.ts';
import { rulesByTable, type BoundWriteRules, type WriteRule } from './write-rules.ts';

type Handler = (r: RestRequest, c: Context<AppEnv>) => Promise<RestResponse>;

export type RestAppOptions = {
  /** The features' per-table write rules (write-rules.ts); none by default. */
  writeRules?: readonly WriteRule[];
};

export function createRestApp(deps: ServerDeps, options: RestAppOptions = {}): Hono<AppEnv> {
  const byTable = rulesByTable(options.writeRules ?? []);
  const bindRules = (r: RestRequest, c: Context<AppEnv>): BoundWriteRules | undefined => {
    const rules = byTable.get(r.table.name);
    if (!rules) return undefined;
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    return { rules, ctx: { ip, userAgent: c.req.header('user-agent'), auth: r.auth, log: c.get('log') } };
  };
  const app = new Hono<AppEnv>();
  const catalogue = createCatalogue(deps.db);
  const handle = (read: boolean, fn: Handler) => (c: Context<AppEnv>) => serve(c, deps, catalogue, read, fn);

  app.all('/rpc/:fn', (c) => send(c, errorResponse(restErrors.unknownFunction(c.req.param('fn')))));
  app.on(
    ['GET', 'HEAD'],
    '/:table',
    handle(true, (r, c) => handleRead(r, parseRange(c.req.header('range')))),
  );
  app.post(
    '/:table',
    handle(false, async (r, c) => handleInsert(r, await readJson(c.req.raw), bindRules(r, c))),
  );
  app.patch(
    '/:table',
    handle(false, async (r, c) => handleUpdate(r, await readJson(c.req.raw), bindRules(r, c))),
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

async function serve(c: Context<AppEnv>, deps: ServerDeps, catalogue: Catalogue, read: boolean, fn: Handler) {
  let auth: RequestAuth = anonymous;
  try {
    checkProfile(c.req.header(read ? 'accept-profile' : 'content-profile'));
    const who = await authenticate(
      { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
      deps.keys,
    );
    if (isTokenProblem(who)) throw restErrors.token(who.code, who.message);
    auth = who;
    const table = await findTable(catalogue, c.req.param('table') ?? '');
    const url = c.req.url;
    const q = url.indexOf('?');
    const query = parseQuery(new URLSearchParams(q === -1 ? '' : url.slice(q + 1)));
    const r: RestRequest = {
      db: deps.db,
      auth,
      table,
      query,
      prefs: parsePrefer(c.req.header('prefer')),
      object: wantsObject(c.req.header('accept')),
    };
    const res = await fn(r, c);
    return send(c, res);
  } catch (err) {
    const { error, unexpected } = toRestError(err, auth.role);
    if (unexpected) c.get('log').error({ err }, 'rest request failed');
    return send(c, errorResponse(error));
  }
}

async function findTable(catalogue: Catalogue, name: string): Promise<TableInfo> {
  const table = await catalogue.table(name);
  if (!table) throw restErrors.unknownTable(name, catalogue.suggest(name));
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
