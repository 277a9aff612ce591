/**
 * /_admin: operator endpoints for the commands in scripts/, mounted only when the
 * server published an admin token (server/operator/operator-access.ts). Every request needs
 * `Authorization: Bearer <token>`; anything else is a bare 404, as if nothing were here.
 *
 *   GET /_admin/contact-messages?limit=&kind=   the latest contact messages (npm run leads)
 *   GET /_admin/backup                          a backup archive, streamed (npm run backup)
 *   GET /_admin/migrations                      applied and pending migrations (npm run migrate -- --status)
 *   POST /_admin/seed {posts, comments, seed?}  generated blog posts and comments (npm run seed)
 *   GET /_admin/keys                            the anon and service keys, signed now (npm run keys)
 *   POST /_admin/keys {action, …}               mint, rotate, retire or list signing keys (npm run keys -- --rotate …)
 *   GET /_admin/staff                           users with a staff role (npm run staff -- list)
 *   POST /_admin/staff {email, role|null}       grants or revokes a staff role (npm run staff)
 *   GET /_admin/mail?q=&state=&limit=           held / failed / queued email (npm run mail -- list)
 *   POST /_admin/mail/discard {ids}             discards unsent email (npm run mail -- discard)
 *   POST /_admin/mail/send-test {to}            queues a test email (npm run mail -- send-test)
 */
import { isStatementTimeout, overBudget, statementBudgetMs } from '../lib/statement-timeout.ts';
import { PassThrough, Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { contactKinds, isContactKind } from '../../rules/contact-rules.ts';
import { listContactMessages, leadsDefaultLimit, leadsMaxLimit } from '../contact/list-contact-messages.ts';
import {
  checkMailListFilter,
  discardMail,
  isTestMailAddress,
  listUnsentMail,
  queueTestMail,
} from '../mail/operator-mail.ts';
import { isUuid } from '../../rules/uuid.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import { bearerToken } from '../lib/request-auth.ts';
import { writeBackup } from '../backup/write-backup.ts';
import { migrationStatus, readMigrations } from '../db/migrate.ts';
import { checkSeedOptions, SeedInputError, seedBlog } from '../blog/seed-blog.ts';
import { mintApiKeys } from '../auth/api-keys.ts';
import { KeyCommandError, parseKeyCommand, runKeyCommand } from '../auth/signing-keys.ts';
import { staffCommandActor } from '../auth/staff-log.ts';
import { listStaff, setStaffRole, StaffInputError } from '../auth/staff-roles.ts';
import { tokenMatches } from './operator-access.ts';

export function createOperatorApp(
  deps: Pick<ServerDeps, 'db' | 'store' | 'logger' | 'keys'> & {
    env?: Pick<
      ServerDeps['env'],
      | 'JWT_PRIVATE_KEY_FILE'
      | 'SITE_URL'
      | 'REST_TIMEOUT_ANON_MS'
      | 'REST_TIMEOUT_AUTHENTICATED_MS'
      | 'REST_TIMEOUT_EMBEDDED_MS'
    >;
    mail?: ServerDeps['mail'];
  },
  token: string,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!tokenMatches(bearerToken(c.req.header('authorization')), token)) return notFound(c);
    await next();
  });
  app.get('/mail', async (c) => {
    const filter = checkMailListFilter(c.req.query('state')?.split(','), c.req.query('limit'));
    if ('wrong' in filter) return sendApiError(c, apiErrors.invalid(`${filter.wrong} ${filter.mustBe}`, filter.wrong));
    return c.json({ mail: await listUnsentMail(deps.db, { search: c.req.query('q'), ...filter }) });
  });
  app.post('/mail/discard', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { ids?: unknown } | null;
    const ids = body?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 1000 || !ids.every(isUuid))
      return sendApiError(c, apiErrors.invalid('ids must be 1 to 1000 email ids (UUIDs).', 'ids'));
    const discarded = await discardMail(deps.db, ids);
    deps.logger.info({ discarded }, 'mail discarded by npm run mail');
    return c.json({ discarded });
  });
  app.post('/mail/send-test', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { to?: unknown } | null;
    const to = typeof body?.to === 'string' ? body.to.trim() : '';
    if (!isTestMailAddress(to) || to.length > 254)
      return sendApiError(c, apiErrors.invalid('to must be one email address.', 'to'));
    if (!deps.mail || !deps.env?.SITE_URL) return sendApiError(c, apiErrors.invalid('This server cannot queue mail.'));
    return c.json(await queueTestMail(deps.db, deps.mail, to, deps.env.SITE_URL));
  });
  app.get('/contact-messages', async (c) => {
    const limitText = c.req.query('limit');
    const limit = limitText === undefined ? leadsDefaultLimit : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > leadsMaxLimit) {
      return sendApiError(c, apiErrors.invalid(`limit must be a whole number from 1 to ${leadsMaxLimit}`, 'limit'));
    }
    const kind = c.req.query('kind');
    if (kind !== undefined && !isContactKind(kind)) {
      return sendApiError(c, apiErrors.invalid(`kind must be one of ${contactKinds.join(', ')}`, 'kind'));
    }
    const budgetMs = deps.env ? statementBudgetMs(deps.env, deps.db.kind, 'staff') : undefined;
    try {
      return c.json({ messages: await listContactMessages(deps.db, { limit, kind, budgetMs }) });
    } catch (err) {
      if (!isStatementTimeout(err)) throw err;
      deps.logger.warn({ limit, kind }, 'contact messages list over its statement budget');
      return sendApiError(c, overBudget());
    }
  });
  app.get('/backup', (c) => {
    const out = new PassThrough();
    // A failed backup breaks the response off, so the command never mistakes it for a whole archive.
    writeBackup(deps, out).catch((err: unknown) => {
      c.get('log').error({ err }, 'backup failed');
      out.destroy(err as Error);
    });
    return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
      headers: { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' },
    });
  });
  app.get('/migrations', async (c) => c.json(await migrationStatus(deps.db, await readMigrations())));
  app.post('/seed', async (c) => {
    let options;
    try {
      const body = (await c.req.json().catch(() => {
        throw new SeedInputError('The body must be JSON: {"posts": N, "comments": M}.');
      })) as Record<string, unknown>;
      options = checkSeedOptions({ posts: body.posts, comments: body.comments, seed: body.seed ?? undefined });
    } catch (err) {
      if (err instanceof SeedInputError) return sendApiError(c, apiErrors.invalid(err.message));
      throw err;
    }
    const result = await seedBlog(deps.db, options);
    c.get('log').info({ ...result }, 'blog seeded');
    return c.json(result);
  });
  app.get('/keys', async (c) => c.json(await mintApiKeys(deps.keys)));
  app.post('/keys', async (c) => {
    try {
      const command = parseKeyCommand(await c.req.json().catch(() => null));
      const privateKeyFile = deps.env?.JWT_PRIVATE_KEY_FILE;
      const result = await runKeyCommand({ db: deps.db, keys: deps.keys, privateKeyFile }, command);
      if (result.action !== 'mint') c.get('log').info({ ...result }, `signing keys: ${result.action}`);
      return c.json(result);
    } catch (err) {
      if (err instanceof KeyCommandError) return c.json({ message: err.message }, 400);
      throw err;
    }
  });
  app.get('/staff', async (c) => c.json({ staff: await listStaff(deps.db) }));
  app.post('/staff', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.email !== 'string' || (body.role !== null && typeof body.role !== 'string')) {
      const message = 'The body must be JSON: {"email": "…", "role": "admin" | "editor" | "sales" | null}.';
      return sendApiError(c, apiErrors.invalid(message));
    }
    try {
      const change = await setStaffRole(deps.db, { email: body.email, role: body.role, actor: staffCommandActor });
      c.get('log').info({ userId: change.id, from: change.from, to: change.to }, 'staff role set by npm run staff');
      return c.json(change);
    } catch (err) {
      if (err instanceof StaffInputError) return sendApiError(c, apiErrors.invalid(err.message));
      throw err;
    }
  });
  app.all('*', notFound);
  return app;
}

function notFound(c: Context<AppEnv>) {
  return c.text('Not Found', 404);
}
