/**
 * The authorization matrix for every public table: anonymous, the row's owner, another user and
 * the service role, each trying select / insert / update / delete on the owner's row, through
 * the real supabase-js client. Inserts carry the owner's id (`author`, `author_id`, `user_id`,
 * `id`), so for anyone but the owner they are forged. Each cell is checked by reading the
 * database afterwards as the service role, not by trusting the response alone.
 * (The storage bucket rows live in the storage engineer's own matrix file.)
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { consented } from '../factories/consent.ts';

type Actor = 'anon' | 'owner' | 'other' | 'service';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Row = Record<string, unknown>;

type Subject = {
  name: string;
  table: string;
  /** A row belonging to `owner`; may create what it depends on (a post for a comment). */
  row(owner: TestUser, admin: SupabaseClient): Promise<Row>;
  /** A column whose value identifies the inserted row. */
  key: string;
  /** A column change used by the update cell. */
  change: Row;
  /** Runs before the insert cell (e.g. remove the profile the sign-up trigger created). */
  beforeInsert?(owner: TestUser, admin: SupabaseClient): Promise<void>;
  allowed: Record<Op, Actor[]>;
};

const all: Actor[] = ['anon', 'owner', 'other', 'service'];

async function publishedPost(owner: TestUser, admin: SupabaseClient): Promise<string> {
  const { data, error } = await admin.from('blog_posts').insert(postInput(owner)).select('id').single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

const subjects: Subject[] = [
  {
    name: 'profiles',
    table: 'profiles',
    row: async (owner) => ({ id: owner.id, full_name: 'Owner Name' }),
    key: 'id',
    change: { full_name: 'Changed' },
    beforeInsert: async (owner, admin) => {
      await admin.from('profiles').delete().eq('id', owner.id);
    },
    allowed: {
      select: ['owner', 'service'],
      insert: ['owner', 'service'],
      update: ['owner', 'service'],
      delete: ['service'],
    },
  },
  {
    name: 'blog_posts (published)',
    table: 'blog_posts',
    row: async (owner) => postInput(owner, { is_published: true }),
    key: 'title',
    change: { title: 'Changed' },
    allowed: { select: all, insert: ['owner', 'service'], update: ['owner', 'service'], delete: ['owner', 'service'] },
  },
  {
    name: 'blog_posts (draft)',
    table: 'blog_posts',
    row: async (owner) => postInput(owner, { is_published: false }),
    key: 'title',
    change: { title: 'Changed' },
    allowed: {
      select: ['owner', 'service'],
      insert: ['owner', 'service'],
      update: ['owner', 'service'],
      delete: ['owner', 'service'],
    },
  },
  {
    name: 'blog_comments',
    table: 'blog_comments',
    row: async (owner, admin) => commentInput(owner, await publishedPost(owner, admin)),
    key: 'blog_post_id',
    change: { content: 'Changed' },
    allowed: { select: all, insert: ['owner', 'service'], update: ['service'], delete: ['owner', 'service'] },
  },
  {
    name: 'chat_history',
    table: 'chat_history',
    row: async (owner) => ({ user_id: owner.id, message: 'private message', is_bot: false }),
    key: 'user_id',
    change: { message: 'Changed' },
    allowed: {
      select: ['owner', 'service'],
      insert: ['owner', 'service'],
      update: ['service'],
      delete: ['owner', 'service'],
    },
  },
  {
    name: 'contact_messages',
    table: 'contact_messages',
    row: async () =>
      consented({ kind: 'contact', name: 'Visitor', email: `${randomUUID()}@example.com`, message: 'Hello' }),
    key: 'email',
    change: { handling_state: 'done' },
    allowed: { select: ['service'], insert: all, update: ['service'], delete: ['service'] },
  },
];

const ops: Op[] = ['select', 'insert', 'update', 'delete'];
const cells = subjects.flatMap((s) =>
  ops.flatMap((op) => all.map((actor) => ({ s, op, actor, expected: s.allowed[op].includes(actor) }))),
);

describe.each(dbKinds())('authorization matrix (%s)', (kind) => {
  let admin: SupabaseClient;

  const app = useTestApp(kind);
  beforeAll(async () => {
    admin = clientAs(app, await serviceRoleToken(app.deps));
  });

  function clientFor(actor: Actor, owner: TestUser, other: TestUser): SupabaseClient {
    if (actor === 'anon') return app.client();
    if (actor === 'service') return admin;
    return clientAs(app, (actor === 'owner' ? owner : other).accessToken);
  }

  /** Inserts the owner's row as the service role; returns its id. */
  async function seed(s: Subject, owner: TestUser): Promise<string> {
    const row = await s.row(owner, admin);
    if (s.table === 'profiles') {
      const { error } = await admin.from('profiles').update(row).eq('id', owner.id);
      if (error) throw new Error(error.message);
      return owner.id;
    }
    const { data, error } = await admin.from(s.table).insert(row).select('id').single();
    if (error) throw new Error(error.message);
    return data.id as string;
  }

  async function current(s: Subject, id: string): Promise<Row | null> {
    const { data, error } = await admin.from(s.table).select('*').eq('id', id).maybeSingle();
    if (error) throw new Error(error.message);
    return data as Row | null;
  }

  /** Performs the cell's operation as `actor`; returns whether it took effect. */
  async function attempt(s: Subject, op: Op, db: SupabaseClient, owner: TestUser): Promise<boolean> {
    if (op === 'insert') {
      await s.beforeInsert?.(owner, admin);
      const row = await s.row(owner, admin);
      const { error, status } = await db.from(s.table).insert(row);
      if (error) {
        expect(status, JSON.stringify(error)).toBeLessThan(500);
        return false;
      }
      const { count } = await admin
        .from(s.table)
        .select('*', { count: 'exact', head: true })
        .eq(s.key, row[s.key] as string);
      return (count ?? 0) > 0;
    }
    const id = await seed(s, owner);
    const before = await current(s, id);
    let result: { error: { code: string } | null; status: number; data?: unknown };
    if (op === 'select') result = await db.from(s.table).select('*').eq('id', id);
    else if (op === 'update') result = await db.from(s.table).update(s.change).eq('id', id);
    else result = await db.from(s.table).delete().eq('id', id);
    expect(result.status, JSON.stringify(result.error)).toBeLessThan(500);
    if (op === 'select') return !result.error && Array.isArray(result.data) && result.data.length === 1;
    const after = await current(s, id);
    if (op === 'delete') return after === null;
    expect(after).not.toBeNull();
    return Object.entries(s.change).every(([k, v]) => after?.[k] === v && before?.[k] !== v);
  }

  it.each(cells.map((c) => [c.s.name, c.op, c.actor, c.expected ? 'allowed' : 'denied', c] as const))(
    '%s: %s by %s is %s',
    async (_name, _op, _actor, _label, { s, op, actor, expected }) => {
      const owner = await createUser(app.deps);
      const other = await createUser(app.deps);
      const took = await attempt(s, op, clientFor(actor, owner, other), owner);
      expect(took).toBe(expected);
    },
  );
});
