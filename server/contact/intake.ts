/**
 * The write rule for `public.contact_messages` (registered in server/app.ts; mechanism in
 * server/rest/write-rules.ts): what the server holds the line on for every message sent through
 * /rest/v1, whatever client sent it.
 *
 * - One message per request, only the form's own columns (plus the honeypot `website`).
 * - The privacy notice the form showed (`consent_version`, rules/consent-notices.ts): required
 *   and one the form shows (or showed); the database stores its words with the message.
 * - The shared rules of rules/contact-rules.ts: required fields, email format, length caps;
 *   a refusal is a 400 `validation_failed` with the same message the form shows, and nothing
 *   is stored.
 * - Per-address ceiling and per-email limit over sliding 10 minutes (form-limits.ts, sized for a
 *   school behind one address; RATE_LIMITS=false turns them off): 429 `over_request_rate_limit`
 *   with Retry-After. A webinar registration also takes its email address's daily quota
 *   (QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY, repeats included): 429 `over_write_quota`
 *   with Retry-After and the moment, which the form's message gives in the visitor's words.
 * - Honeypot: a filled-in `website` means a bot; the insert is discarded and answered like a
 *   success, so the bot learns nothing.
 * - `lang` ('en' by default, 'hi' from a Hindi page, issue #29): the language of the answer to a
 *   refused field and of the acknowledgement.
 * - `source_ip` and `user_agent` come from the request, never from the body; `id` is assigned
 *   here, and the emails the message causes are queued in the same transaction as the row
 *   (queue-notifications.ts): an acknowledged message always has its emails queued.
 * The service role (the operator's own tools) skips the rate limit and the honeypot. A webinar
 * registration's own checks and row are server/registrations/'s; a repeat registration is
 * answered exactly as a first one (nothing stored, an "already registered" email instead). A
 * whitepaper request records the papers it asks for (by the form's subject: one title, or all).
 */
import { randomUUID } from 'node:crypto';
import {
  checkContactMessage,
  contactFields,
  contactFormFields,
  contactKinds,
  contactHoneypotField as honeypotField,
  isContactKind,
  normalizeContactFields,
  type ContactField,
  type ContactFields,
  type ContactKind,
} from '../../rules/contact-rules.ts';
import { contactMessagesHi } from '../../rules/contact-rules.hi.ts';
import { consentMessages, consentMessagesHi, isConsentVersionFor } from '../../rules/consent-notices.ts';
import { isLang } from '../../rules/languages.ts';
import { leadSourceFields, normalizeLeadSource } from '../../rules/lead-source.ts';
import type { ServerDeps } from '../deps.ts';
import type { RateLimitRule } from '../lib/rate-limit.ts';
import { takeFormLimits } from './form-limits.ts';
import { apiErrors } from '../lib/api-error.ts';
import { statementBudgetMs } from '../lib/statement-timeout.ts';
import { emailQuotaKey, quotaRefusedError, takeQuota } from '../lib/write-quota.ts';
import type { WriteContext, WriteRow, WriteRule } from '../rest/write-rules.ts';
import { checkRegistration, storeRegistration } from '../registrations/webinar-registration.ts';
import { requestedWhitepapers } from '../content/content-reads.ts';
import type { ContactRow } from './notify.ts';
import { queueAlreadyRegistered, queueContactNotifications } from './queue-notifications.ts';

/**
 * The default per-address ceiling (CONTACT_RATE_PER_ADDRESS_PER_10MIN): well above a classroom
 * behind one address, well below a script (form-limits.ts). Per email: CONTACT_RATE_PER_EMAIL_PER_10MIN.
 */
export const contactRateLimit: RateLimitRule = { limit: 150, windowSeconds: 600 };

const userAgentMax = 1000;
const allowedKeys = new Set<string>([
  'kind',
  ...contactFields,
  ...leadSourceFields,
  'webinar_id',
  'consent_version',
  'lang',
  honeypotField,
]);

export function createContactIntake(deps: ServerDeps): WriteRule {
  return {
    table: 'contact_messages',
    async insert(rows, ctx) {
      if (rows.length !== 1) throw apiErrors.invalid('Send one message at a time.');
      const trusted = ctx.auth.role === 'service_role';
      const fields = validateRow(rows[0] ?? {}, trusted);
      const row = { ...fields, ...normalizeLeadSource(rows[0] ?? {}) };
      // The rate limit before anything that reads the database (a registration's lookup, #26).
      if (!trusted && deps.env.RATE_LIMITS) {
        await enforceRateLimit(deps, ctx, fields.email);
        if (row.kind === 'webinar_registration') await takeRegistrationQuota(deps, ctx, String(fields.email));
      }
      if (!trusted && isFilled(rows[0]?.[honeypotField])) {
        ctx.log.warn({ kind: row.kind, ip: ctx.ip }, 'contact message discarded: honeypot filled in');
        return { discard: true };
      }
      if (row.kind === 'webinar_registration') {
        const budgetMs = statementBudgetMs(deps.env, deps.db.kind, 'anon');
        const registration = await checkRegistration(deps.db, rows[0]?.webinar_id, fields.email, budgetMs);
        if (registration.already) {
          // Answered as a first registration; the email tells the visitor (no oracle, #26).
          await queueAlreadyRegistered(deps, deps.db, {
            ...registration,
            name: typeof fields.name === 'string' ? fields.name : null,
            email: String(fields.email),
            lang: fields.lang === 'hi' ? 'hi' : 'en',
          });
          ctx.log.info({ kind: row.kind }, 'webinar registration repeated: notice queued, nothing stored');
          return { discard: true };
        }
        Object.assign(row, registration.row);
      }
      // The lead records which whitepapers were asked for; the acknowledgement links their PDFs.
      if (row.kind === 'whitepaper')
        Object.assign(row, { details: { whitepapers: await requestedWhitepapers(deps.db, fields.subject) } });
      return {
        rows: [
          {
            ...row,
            id: randomUUID(),
            source_ip: ctx.ip,
            user_agent: ctx.userAgent ? ctx.userAgent.slice(0, userAgentMax) : null,
          },
        ],
      };
    },
    async onInserted(rows, tx, ctx) {
      const receivedAt = new Date();
      for (const row of rows) {
        if (row.kind === 'webinar_registration' && !(await storeRegistration(tx, row))) {
          // The same address registered at the same moment: the same answer, the notice instead.
          await tx.query(`delete from public.contact_messages where id = $1::uuid`, [row.id]);
          const details = row.details as { webinar_id: string };
          await queueAlreadyRegistered(deps, tx, {
            webinarId: details.webinar_id,
            registrationId: String(row.id),
            name: row.name as string | null,
            email: row.email as string,
            lang: row.lang === 'hi' ? 'hi' : 'en',
          });
          continue;
        }
        await queueContactNotifications(deps, tx, row as ContactRow, { receivedAt, acknowledge: true });
        ctx.log.info({ contactMessageId: row.id, kind: row.kind, mail: deps.mail.mode }, 'contact message stored');
      }
    },
  };
}

/** The row as stored (kind plus the form's normalised fields), or a 400 naming the problem. */
function validateRow(row: WriteRow, trusted: boolean): WriteRow & { kind: string } {
  for (const key of Object.keys(row)) {
    if (!allowedKeys.has(key)) throw apiErrors.invalid(`Unexpected field "${key.slice(0, 64)}".`, key.slice(0, 64));
  }
  const kind = row.kind;
  if (!isContactKind(kind))
    throw apiErrors.invalid(`Unknown form: kind must be one of ${contactKinds.join(', ')}.`, 'kind');
  // An application comes with its CV, through /api/careers/applications (server/careers/).
  if (kind === 'application' && !trusted)
    throw apiErrors.invalid('Applications are sent with their CV from the careers page.', 'kind');
  if (row.lang !== undefined && !isLang(row.lang)) throw apiErrors.invalid('lang must be en or hi.', 'lang');
  const lang = row.lang ?? 'en';
  if (row.webinar_id !== undefined && kind !== 'webinar_registration')
    throw apiErrors.invalid('This form has no field "webinar_id".', 'webinar_id');
  const raw: ContactFields = {};
  for (const field of contactFields) {
    const value = row[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw apiErrors.invalid(`The field "${field}" must be text.`, field);
    raw[field] = value;
  }
  const sentButUnused = contactFields.filter((f) => raw[f]?.trim() && !formHas(kind, f));
  if (sentButUnused[0]) throw apiErrors.invalid(`This form has no field "${sentButUnused[0]}".`, sentButUnused[0]);
  const fields = normalizeContactFields(kind, raw);
  const problem = checkContactMessage(kind, fields, lang === 'hi' ? contactMessagesHi : undefined)[0];
  if (problem) throw apiErrors.invalid(problem.message, problem.field);
  // The operator's own tools (service role) may store a message without a notice.
  if (!(trusted && row.consent_version === undefined) && !isConsentVersionFor(kind, row.consent_version)) {
    throw apiErrors.invalid((lang === 'hi' ? consentMessagesHi : consentMessages).missing, 'consent_version');
  }
  const out: WriteRow & { kind: string } = { kind, lang };
  if (row.consent_version !== undefined) out.consent_version = row.consent_version;
  for (const field of contactFields) out[field] = fields[field] ?? null;
  return out;
}

function formHas(kind: ContactKind, field: ContactField): boolean {
  const { required, optional } = contactFormFields[kind];
  return required.includes(field) || optional.includes(field);
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

async function enforceRateLimit(deps: ServerDeps, ctx: WriteContext, email: unknown): Promise<void> {
  try {
    await takeFormLimits(deps, { ip: ctx.ip, email: typeof email === 'string' ? email : undefined });
  } catch (err) {
    ctx.log.warn({ ip: ctx.ip }, 'contact message refused: rate limit');
    throw err;
  }
}

/**
 * One email address's webinar registrations per UTC day (#26), a repeat counted like a first (it
 * sends an email too, and is answered the same): nobody floods a person's inbox, or the webinars,
 * with one address; a school's many people each have their own.
 */
async function takeRegistrationQuota(deps: ServerDeps, ctx: WriteContext, email: string): Promise<void> {
  const refusal = await takeQuota(deps.db, deps.env, {
    name: 'webinar_registrations_email',
    userId: emailQuotaKey(email),
  });
  if (!refusal) return;
  ctx.log.warn({ ip: ctx.ip, retryAfter: refusal.retryAfterSeconds }, 'webinar registration refused: quota');
  throw quotaRefusedError(refusal);
}
