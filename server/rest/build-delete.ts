/** DELETE with filters; RETURNING only when the client asked for the rows back. */
import type { TableInfo } from './catalogue.ts';
import type { ParsedQuery } from './parse-query.ts';
import { embeddedWriteResponse } from './build-select.ts';
import type { SchemaSnapshot } from './embed.ts';
import { jsonBody, Params, selectList, whereClause, type Statement, type StatementLimits } from './sql-parts.ts';

export function buildDelete(
  table: TableInfo,
  query: ParsedQuery,
  representation: boolean,
  limits?: StatementLimits,
  schema?: SchemaSnapshot,
): Statement {
  const params = new Params(limits);
  const where = whereClause(table, query.filters, params);
  const del = `delete from ${table.sqlName} as _t${where}`;
  if (!representation) return { sql: del, params: params.values };
  const withEmbeds = embeddedWriteResponse(table, query, params, del, schema);
  if (withEmbeds) return { sql: withEmbeds, params: params.values };
  const sql = `with _r as (${del} returning ${selectList(table, query.select)}) ${jsonBody('_r', params)}`;
  return { sql, params: params.values };
}
