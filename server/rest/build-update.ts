/**
 * PATCH: `update … as _t set "a" = _src."a" from (json_populate_record(…)) _src where …`. The
 * body is one bound JSON document; PostgreSQL converts each value to its column's type.
 * Returns undefined for an empty body (nothing to change).
 */
import { quoteIdent, type TableInfo } from './catalogue.ts';
import { restErrors } from './errors.ts';
import type { ParsedQuery } from './parse-query.ts';
import { embeddedWriteResponse } from './build-select.ts';
import type { SchemaSnapshot } from './embed.ts';
import { jsonBody, Params, selectList, whereClause, type Statement, type StatementLimits } from './sql-parts.ts';

export function buildUpdate(
  table: TableInfo,
  query: ParsedQuery,
  body: Record<string, unknown>,
  representation: boolean,
  limits?: StatementLimits,
  schema?: SchemaSnapshot,
): Statement | undefined {
  const names = Object.keys(body);
  for (const name of names) if (!table.columns.has(name)) throw restErrors.unknownPayloadColumn(name, table.name);
  const params = new Params(limits);
  const embedded = representation && query.select?.some((item) => item.kind === 'embed');
  const returning = representation && !embedded ? selectList(table, query.select) : '';
  const src = `(select * from json_populate_record(null::${table.sqlName}, ${params.add(JSON.stringify(body))}::json)) as _src`;
  const where = whereClause(table, query.filters, params);
  if (names.length === 0) return undefined;
  const sets = names.map((n) => `${quoteIdent(n)} = _src.${quoteIdent(n)}`).join(', ');
  const update = `update ${table.sqlName} as _t set ${sets} from ${src}${where}`;
  if (!representation) return { sql: update, params: params.values };
  const withEmbeds = embeddedWriteResponse(table, query, params, update, schema);
  if (withEmbeds) return { sql: withEmbeds, params: params.values };
  return { sql: `with _r as (${update} returning ${returning}) ${jsonBody('_r', params)}`, params: params.values };
}
