/**
 * The server's own statements have a time budget too (#26 item 2, server/lib/statement-timeout.ts):
 * the admin lists outside /rest/v1 (GoTrue's GET /admin/users, the operator's
 * /_admin/contact-messages) and the intake's look-ups carry the clock guard, so a slow statement
 * is cut (SQLSTATE 57014) on both engines, PGlite included, where `statement_timeout` never
 * fires; the routes answer 504/503 instead of holding the database. The same lists answer
 * within a normal budget.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listUsersPage } from '../../server/auth/wire-user.ts';
import { listContactMessages } from '../../server/contact/list-contact-messages.ts';
import { createOperatorApp } from '../../server/operator/app.ts';
import { statementBudgetMs } from '../../server/lib/statement-timeout.ts';
import { serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

const rows = 20_000;

describe('statementBudgetMs', () => {
  const env = { REST_TIMEOUT_ANON_MS: 3000, REST_TIMEOUT_AUTHENTICATED_MS: 8000, REST_TIMEOUT_EMBEDDED_MS: 200 };
  it('is the REST budget of the same caller, capped on the embedded database', () => {
    expect(statementBudgetMs(env, 'postgres', 'anon')).toBe(3000);
    expect(statementBudgetMs(env, 'postgres', 'staff')).toBe(8000);
    expect(statementBudgetMs(env, 'pglite', 'anon')).toBe(200);
    expect(statementBudgetMs(env, 'pglite', 'staff')).toBe(200);
  });
});

describe.each(dbKinds())('statement budgets of the server’s own lists (%s)', (kind) => {
  // A 1 ms budget, so that a list over many rows is sure to run past it.
  const app = useTestApp(kind, {
    REST_TIMEOUT_ANON_MS: '1',
    REST_TIMEOUT_AUTHENTICATED_MS: '1',
    REST_TIMEOUT_EMBEDDED_MS: '1',
  });
  beforeAll(async () => {
    await app.deps.db.query(
      `insert into public.contact_messages (kind, name, email, message, subject)
       select 'contact', 'Load ' || g, 'load' || g || '@example.test', 'A message ' || g, 'Subject ' || g
         from generate_series(1, $1::int) g`,
      [rows],
    );
    await app.deps.db.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'budget' || g || '@example.test',
              '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', 'Budget ' || g),
              now(), now()
         from generate_series(1, $1::int) g`,
      [rows],
    );
  }, 120_000);

  it('cuts the operator’s contact-message list past its budget: 503 with Retry-After', async () => {
    await expect(listContactMessages(app.deps.db, { limit: 10, budgetMs: 1 })).rejects.toMatchObject({
      code: '57014',
    });
    // Within a normal budget the same list answers.
    expect(await listContactMessages(app.deps.db, { limit: 10, budgetMs: 60_000 })).toHaveLength(10);

    const operator = createOperatorApp(app.deps, 'operator-token-for-tests');
    const res = await operator.request('/contact-messages?limit=10', {
      headers: { Authorization: 'Bearer operator-token-for-tests' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'statement_timeout' });
  });

  it('cuts GoTrue’s admin list of users past its budget: 504 request_timeout', async () => {
    await expect(
      listUsersPage(app.deps.db, { page: 1, perPage: 50, filter: 'budget1', budgetMs: 1 }),
    ).rejects.toMatchObject({ code: '57014' });
    const within = await listUsersPage(app.deps.db, { page: 1, perPage: 50, filter: 'budget1999', budgetMs: 60_000 });
    expect(within.total).toBe(11); // budget1999 and budget19990…19999

    const token = await serviceRoleToken(app.deps);
    const res = await app.fetch(`${testSiteUrl}/auth/v1/admin/users?filter=budget1`, {
      headers: { Authorization: `Bearer ${token}`, apikey: token },
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error_code: 'request_timeout' });
  });
});
