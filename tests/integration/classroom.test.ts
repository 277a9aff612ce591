/**
 * A school is not an attacker (issue #26 item 6): a computer lab of 40 people shares one public
 * address, behind the school's router and our trusted proxy (TRUST_PROXY=1, the address in
 * X-Forwarded-For over a real socket, as nginx passes it on). With the default limits, within ten
 * minutes every one of them signs up, signs in, sends a contact and a support message, registers
 * for the same webinar and opens the blog at the same moment: nobody is refused. A script at the
 * same address sending 200 messages in a minute is.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { consented } from '../factories/consent.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const school = '198.51.100.240';
const people = 40;
const webinar = scheduledWebinars[2]!;

describe.each(dbKinds())('a classroom behind one address (%s)', (kind) => {
  let app: TestApp;
  let url: string;
  beforeAll(async () => {
    // Default limits: only what the test needs to run is set.
    app = await startTestApp(kind, { TRUST_PROXY: '1', AUTH_AUTOCONFIRM: 'true' });
    url = await app.listen();
  }, 120_000);
  afterAll(() => app?.close());

  const client = (ip: string): SupabaseClient =>
    createClient(url, builtinPublishableKey, {
      global: { headers: { 'X-Forwarded-For': ip } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });

  async function inGroups<T>(count: number, size: number, run: (i: number) => Promise<T>): Promise<T[]> {
    const out: T[] = [];
    for (let start = 0; start < count; start += size) {
      out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => run(start + k)))));
    }
    return out;
  }

  it('lets 40 people at one address sign up, sign in, write to us and register; refuses a script', async () => {
    const stamp = Date.now().toString(36);
    const email = (i: number) => `pupil-${i}-${stamp}@school.example`;
    const statuses: Record<string, number[]> = {
      signUp: [],
      signIn: [],
      contact: [],
      support: [],
      register: [],
      read: [],
    };
    const clients = Array.from({ length: people }, () => client(school));

    await inGroups(people, 10, async (i) => {
      const { error } = await clients[i]!.auth.signUp({ email: email(i), password: `a long pass ${i} ${stamp}` });
      statuses.signUp!.push(error?.status ?? 200);
    });
    await inGroups(people, 10, async (i) => {
      const { error } = await clients[i]!.auth.signInWithPassword({
        email: email(i),
        password: `a long pass ${i} ${stamp}`,
      });
      statuses.signIn!.push(error?.status ?? 200);
    });
    // Within the ten minutes, eight at a time send their forms (each three in a row).
    await inGroups(people, 8, async (i) => {
      const c = clients[i]!;
      const contact = await c
        .from('contact_messages')
        .insert(
          consented({ kind: 'contact', name: `Pupil ${i}`, email: email(i), message: 'Our class would like a demo.' }),
        );
      statuses.contact!.push(contact.status);
      const support = await c.from('contact_messages').insert(
        consented({
          kind: 'support',
          name: `Pupil ${i}`,
          email: email(i),
          subject: 'Login',
          message: 'Help please.',
        }),
      );
      statuses.support!.push(support.status);
      const register = await c
        .from('contact_messages')
        .insert(
          consented({ kind: 'webinar_registration', webinar_id: webinar.id, name: `Pupil ${i}`, email: email(i) }),
        );
      statuses.register!.push(register.status);
    });
    // The whole lab opens the blog at the same moment: 40 REST requests in flight from one address.
    await Promise.all(
      clients.map(async (c) => statuses.read!.push((await c.from('blog_posts').select('id').limit(5)).status)),
    );

    const refused = Object.fromEntries(
      Object.entries(statuses).map(([step, list]) => [step, list.filter((s) => s === 429 || s >= 500)]),
    );
    expect(refused).toEqual({ signUp: [], signIn: [], contact: [], support: [], register: [], read: [] });
    expect(statuses.contact!.every((s) => s === 201)).toBe(true);
    expect(statuses.register!.every((s) => s === 201)).toBe(true);

    // One script at the same address: 200 messages in a minute, each with its own email.
    const script = client(school);
    const scripted = await inGroups(200, 20, async (i) => {
      const res = await script
        .from('contact_messages')
        .insert(
          consented({ kind: 'contact', name: 'Bot', email: `bot-${i}-${stamp}@spam.example`, message: 'Buy now.' }),
        );
      return res.status;
    });
    const refusedScript = scripted.filter((s) => s === 429).length;
    expect(refusedScript).toBeGreaterThan(0);
    // The ceiling (150 per 10 minutes by default) holds: what the class sent plus the script's.
    expect(scripted.filter((s) => s === 201).length + people * 3).toBeLessThanOrEqual(150);
  }, 300_000);
});
