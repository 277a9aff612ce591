/**
 * GET/HEAD: one statement returning one row — the page as a JSON array (text), the number of
 * rows in it, and, when `Prefer: count=exact` asked for it, the total without limit/offset.
 */
import type { TableInfo } from './catalogue.ts';
import type { ParsedQuery } from './parse-query.ts';
import {
  jsonBody,
  orderClause,
  Params,
  selectList,
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
): Statement {
  const params = new Params(limits);
  const cols = selectList(table, query.select);
  const where = whereClause(table, query.filters, params);
  const order = orderClause(table, query.order, params);
  const limit = page.limit === undefined ? '' : ` limit ${params.add(page.limit)}::bigint`;
  const offset = page.offset === 0 ? '' : ` offset ${params.add(page.offset)}::bigint`;
  const inner = `(select ${cols} from ${table.sqlName} as _t${where}${order}${limit}${offset}) as _r`;
  const total = withCount ? `, (select count(*) from ${table.sqlName} as _t${where}) as total` : '';
  return { sql: jsonBody(inner, params, total), params: params.values };
}
