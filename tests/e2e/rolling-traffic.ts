/**
 * Steady traffic through the proxy for the rolling-deploy test, as visitors and signed-in users
 * make it: pages, password sign-ins, image uploads and REST writes, each loop paced, every answer
 * checked. Records what was acknowledged (rows written, objects stored) so the test can look for
 * each one afterwards, and every failure with what it was.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { png } from '../contract/storage-fixtures.ts';

export type Kind = 'page' | 'sign-in' | 'upload' | 'rest-write';
export type Visitor = { email: string; password: string; id: string; client: SupabaseClient };

export type Traffic = {
  counts: Record<Kind, number>;
  failures: string[];
  /** Acknowledged writes: chat messages per user id, object keys. */
  written: Map<string, string[]>;
  uploaded: string[];
  stop(): Promise<void>;
};

export const client = (url: string): SupabaseClient =>
  createClient(url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** Signs up `n` users (autoconfirmed) and signs each in on its own client. */
export async function visitors(url: string, n: number): Promise<Visitor[]> {
  const made: Visitor[] = [];
  for (let i = 0; i < n; i++) {
    const email = `roll-${Date.now()}-${i}@example.test`;
    const password = 'a rolling password';
    const sb = client(url);
    const up = await sb.auth.signUp({ email, password });
    if (up.error || !up.data.session) throw new Error(`sign-up failed: ${up.error?.message ?? 'no session'}`);
    made.push({ email, password, id: up.data.user!.id, client: sb });
  }
  return made;
}

/** Runs paced loops against `url` until stopped. */
export function startTraffic(url: string, users: Visitor[]): Traffic {
  const counts: Record<Kind, number> = { page: 0, 'sign-in': 0, upload: 0, 'rest-write': 0 };
  const failures: string[] = [];
  const written = new Map<string, string[]>(users.map((u) => [u.id, []]));
  const uploaded: string[] = [];
  let running = true;
  let n = 0;

  const record = async (kind: Kind, op: () => Promise<string | undefined>) => {
    try {
      const problem = await op();
      if (problem) failures.push(`${kind}: ${problem}`);
    } catch (err) {
      failures.push(`${kind}: ${(err as Error).message}`);
    }
    counts[kind]++;
  };
  const loop = async (everyMs: number, step: () => Promise<void>) => {
    while (running) {
      const start = Date.now();
      await step();
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - start))));
    }
  };
  const user = () => users[n++ % users.length]!;

  const page = () =>
    record('page', async () => {
      const path = n++ % 2 ? '/' : '/blog';
      const res = await fetch(`${url}${path}`);
      await res.arrayBuffer();
      return res.status === 200 ? undefined : `${path} ${res.status}`;
    });
  const signIn = () =>
    record('sign-in', async () => {
      const u = user();
      const { error } = await client(url).auth.signInWithPassword({ email: u.email, password: u.password });
      return error ? `${u.email} ${error.status} ${error.message}` : undefined;
    });
  const upload = () =>
    record('upload', async () => {
      const key = `blog-images/roll-${Date.now()}-${n++}.png`;
      const { error } = await user().client.storage.from('images').upload(key, png, { contentType: 'image/png' });
      if (error) return `${key} ${error.message}`;
      uploaded.push(key);
      return undefined;
    });
  const restWrite = () =>
    record('rest-write', async () => {
      const u = user();
      const message = `roll ${n++}`;
      const { error, status } = await u.client.from('chat_history').insert({ user_id: u.id, message, is_bot: false });
      if (error) return `${status} ${error.message}`;
      written.get(u.id)!.push(message);
      return undefined;
    });

  const loops = [
    loop(60, page),
    loop(60, page),
    loop(400, signIn),
    loop(500, upload),
    loop(80, restWrite),
    loop(80, restWrite),
  ];
  return {
    counts,
    failures,
    written,
    uploaded,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
