/**
 * Where a restore may go: an empty database (no table, view or sequence outside PostgreSQL's own
 * schemas) and an empty object store, with no site server connected. `--force` empties both
 * first: every schema of the database is dropped (`public` is made anew) and every object deleted.
 */
import type { Queryable } from '../db/types.ts';
import type { ObjectStore } from '../storage/store.ts';
import { siteApplicationName } from '../db/postgres.ts';

export class RestoreTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreTargetError';
  }
}

const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

async function relationCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Site server processes connected to this PostgreSQL database (their connections carry our application_name). */
async function connectedServers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from pg_catalog.pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
    [siteApplicationName],
  );
  return Number(rows[0]?.n ?? 0);
}

async function dropEverything(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select quote_ident(n.nspname) as name from pg_catalog.pg_namespace n where ${userSchemas}
       and not exists (select 1 from pg_catalog.pg_depend d where d.objid = n.oid and d.deptype = 'e')`,
  );
  for (const { name } of rows) await db.exec(`drop schema ${name} cascade`);
  await db.exec('create schema if not exists public; grant usage on schema public to public');
}

/** Checks (or with `force`, makes) an empty target; throws RestoreTargetError saying what is in the way. */
export async function prepareRestoreTarget(
  db: Queryable & { kind: 'pglite' | 'postgres' },
  store: ObjectStore,
  options: { force: boolean },
): Promise<void> {
  if (db.kind === 'postgres') {
    const servers = await connectedServers(db);
    if (servers > 0) {
      throw new RestoreTargetError(
        `A site server is still connected to this database (${servers} connections): stop every server first.`,
      );
    }
  }
  const relations = await relationCount(db);
  const objectsStored = !(await store.isEmpty());
  if (!options.force && (relations > 0 || objectsStored)) {
    const what = [
      relations > 0 && `the database has ${relations} tables, views or sequences`,
      objectsStored && 'the object store holds objects',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new RestoreTargetError(
      `The restore target is not empty: ${what}. Restore into an empty one, or add --force to replace everything in it.`,
    );
  }
  if (relations > 0) await dropEverything(db);
  if (objectsStored) await store.clear();
}
