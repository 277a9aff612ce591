/**
 * GET/HEAD: one statement returning one row — the page as a JSON array (text), the number of
 * rows in it, and, when `Prefer: count=exact` asked for it, the total without limit/offset.
 */
import type { TableInfo } from './catalogue.ts';
import type { ParsedQuery } from './parse-query.ts';
import { checkEmbeddedUsed, selectParts, type EmbedContext, type SchemaSnapshot } from './embed.ts';
import { RestError } from './errors.ts';
import {
  jsonBody,
  orderClause,
  Params,
  whereClause,
  type Statement,
  type StatementLimits,
} from './sql-parts.ts';

export type Page = { offset: number; limit: number | undefined };

export function buildSelect(
  table: TableInfo,
  query: ParsedQuery,
  page: Page,
  withCount: boolean,
  limits?: StatementLimits,
  schema?: SchemaSnapshot,
): Statement {
  const params = new Params(limits);
  const ctx: EmbedContext | undefined = schema ? { schema, embedded: query.embedded, used: new Set() } : undefined;
  const parts = selectParts(table, query.select, params, ctx);
  if (ctx) checkEmbeddedUsed(ctx);
  else if (query.embedded.size > 0) throw new RestError(400, 'PGRST108', `'${[...query.embedded.keys()][0]}' is not an embedded resource in this request`);
  const where = whereClause(table, query.filters, params);
  const order = orderClause(table, query.order, params);
  const limit = page.limit === undefined ? '' : ` limit ${params.add(page.limit)}::bigint`;
  const offset = page.offset === 0 ? '' : ` offset ${params.add(page.offset)}::bigint`;
  const inner = `(select ${parts.cols} from ${table.sqlName} as _t${parts.joins}${where}${parts.groupBy}${order}${limit}${offset}) as _r`;
  // !inner embeds decide which rows exist, so the count joins them too.
  const countJoins = parts.inner ? parts.joins : '';
  const total = withCount ? `, (select count(*) from ${table.sqlName} as _t${countJoins}${where}) as total` : '';
  return { sql: jsonBody(inner, params, total), params: params.values };
}

/**
 * A write's response with embedded resources (`insert(…).select('*, channels(*)')`): the written
 * rows from the write's RETURNING, then embedded as a read embeds them, in the same statement.
 * Undefined when the select list embeds nothing (the write returns its columns itself).
 */
export function embeddedWriteResponse(
  table: TableInfo,
  query: ParsedQuery,
  params: Params,
  write: string,
  schema: SchemaSnapshot | undefined,
): string | undefined {
  if (!schema || !query.select?.some((item) => item.kind === 'embed')) return undefined;
  const ctx: EmbedContext = { schema, embedded: query.embedded, used: new Set() };
  const parts = selectParts(table, query.select, params, ctx);
  checkEmbeddedUsed(ctx);
  return `with _w as (${write} returning _t.*) ${jsonBody(`(select ${parts.cols} from _w as _t${parts.joins}) as _r`, params)}`;
}
