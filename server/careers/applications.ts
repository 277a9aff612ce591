/**
 * POST /api/careers/applications: a job application with its CV, as multipart/form-data (ADR 029).
 *
 * Fields: name, email, phone (optional), link (optional: LinkedIn or portfolio, http(s)),
 * message (the cover note), opening (the job's title, or empty for an open application), the
 * tab's first touch (landing_page, referrer, utm_*), the privacy notice the form showed
 * (`consent_version`, rules/consent-notices.ts), the honeypot `website`, and the file `cv`.
 *
 * 1. A declared body over 5 MB plus multipart overhead is refused before a byte is read; the
 *    body is counted while it streams, and the CV is cut off at the first byte over 5 MB.
 * 2. The fields are checked with the contact rules (rules/contact-rules.ts) and the CV by its
 *    bytes (rules/cv-file.ts: PDF or DOCX; an OLE .doc is refused); a refusal is a 400/413 answer in the site's API error
 *    shape (server/lib/api-error.ts) naming the field (`details`) and saying what to do, and nothing is stored.
 * 3. The CV is written to the private `applications` bucket through the object store (disk or S3,
 *    ADR 022), then its storage.objects row, the lead (contact_messages, kind `application`,
 *    details with the opening, phone, link and the CV's place) and its emails are written in one
 *    transaction; if that fails the stored file is deleted. Staff read the CV through a signed
 *    link (storage RLS: app_metadata.role admin or sales).
 * The per-IP limit and the honeypot are the contact forms' (server/contact/intake.ts). Before
 * anything is stored, the site's daily CV cap (QUOTA_CVS_PER_DAY) and the address's daily budget
 * for files sent without an account (QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY) are taken (#26).
 */
import { cvMessageIn } from '../../rules/cv-file.hi.ts';
import { contactMessagesHi } from '../../rules/contact-rules.hi.ts';
import { isLang, type Lang } from '../../rules/languages.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  checkContactMessage,
  contactHoneypotField,
  contactMessages,
  normalizeContactFields,
} from '../../rules/contact-rules.ts';
import { consentMessages, consentMessagesHi, isConsentVersionFor } from '../../rules/consent-notices.ts';
import { checkCv, cleanFileName, cvContentTypes, cvMaxBytes, cvMessages } from '../../rules/cv-file.ts';
import { normalizeLeadSource } from '../../rules/lead-source.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { contactAddressRule } from '../contact/form-limits.ts';
import type { ContactRow } from '../contact/notify.ts';
import { queueContactNotifications } from '../contact/queue-notifications.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { hitRateLimit, retryAfterSeconds } from '../lib/rate-limit.ts';
import { ApiError, apiErrors, sendApiError } from '../lib/api-error.ts';
import { emailQuotaKey, quotaRefusedError, takeQuota, type QuotaRefusal } from '../lib/write-quota.ts';
import { isStatementTimeout, overBudget, statementBudgetMs } from '../lib/statement-timeout.ts';
import { StorageError } from '../storage/errors.ts';
import { readMultipart } from '../storage/multipart.ts';
import { writeObjectRow } from '../storage/objects-db.ts';
import { bodyOf, type ObjectLocation } from '../storage/store.ts';
import { isOpenOpening } from '../content/content-reads.ts';

export const applicationsBucket = 'applications';
const multipartOverhead = 64 * 1024;
const linkMax = 500;
const openingMax = 200;

export const applicationMessages = {
  link: 'Please enter a web address starting with https://, or leave the link empty.',
  opening: 'Please keep the opening under 200 characters.',
  closed: 'This opening is closed and no longer takes applications. You can send an open application instead.',
  malformed: 'We could not read your application. Please try again.',
} as const;

/** The same refusals to an application from the Hindi careers page (issue #29). */
const applicationMessagesHi: { readonly [K in keyof typeof applicationMessages]: string } = {
  link: 'कृपया https:// से शुरू होने वाला वेब पता लिखें, या लिंक खाली छोड़ दें।',
  opening: 'कृपया पद का नाम 200 अक्षरों से कम रखें।',
  closed: 'यह पद अब बंद है और इसके लिए आवेदन नहीं लिए जा रहे। आप इसके स्थान पर सामान्य आवेदन भेज सकते हैं।',
  malformed: 'हम आपका आवेदन पढ़ नहीं सके। कृपया फिर प्रयास करें।',
};

export function createApplicationsApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    try {
      return await receive(c, deps);
    } catch (err) {
      if (err instanceof ApiError) return sendApiError(c, err);
      if (isStatementTimeout(err)) return sendApiError(c, overBudget());
      if (err instanceof StorageError && err.statusCode === '413')
        return sendApiError(c, apiErrors.tooLarge(cvMessages.tooLarge, 'cv'));
      if (err instanceof StorageError && err.httpStatus === 400)
        return sendApiError(c, apiErrors.invalid(applicationMessages.malformed));
      throw err;
    }
  });
  return app;
}

async function receive(c: Context<AppEnv>, deps: ServerDeps): Promise<Response> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw apiErrors.invalid(applicationMessages.malformed);
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > cvMaxBytes + multipartOverhead) throw apiErrors.tooLarge(cvMessages.tooLarge, 'cv');
  const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
  if (deps.env.RATE_LIMITS) {
    const result = await hitRateLimit(deps.db, `contact:${rateLimitKey(ip)}`, contactAddressRule(deps.env));
    if (!result.allowed)
      throw apiErrors.rateLimited(contactMessages.rateLimited, retryAfterSeconds(result.resetAt.getTime()));
  }
  const body = c.req.raw.body;
  if (!body) throw apiErrors.invalid(cvMessages.required, 'cv');

  const { file, fields } = await readMultipart(
    body,
    contentType,
    async (stream, info) => {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of stream) {
        size += chunk.byteLength;
        if (size > cvMaxBytes) throw apiErrors.tooLarge(cvMessages.tooLarge, 'cv');
        chunks.push(chunk);
      }
      return { bytes: Buffer.concat(chunks), filename: info.filename ?? '' };
    },
    cvMaxBytes + multipartOverhead,
  ).catch((err: unknown) => {
    // No file part at all: busboy's "no content".
    if (err instanceof StorageError && err.message === 'No content provided')
      throw apiErrors.invalid(cvMessages.required, 'cv');
    throw err;
  });

  const text = (name: string) => fields.get(name) ?? '';
  const values = normalizeContactFields('application', {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
  });
  // The language of the careers page the form was on (issue #29): its refusals and its email.
  const rawLang = text('lang') || 'en';
  if (!isLang(rawLang)) throw apiErrors.invalid('lang must be en or hi.', 'lang');
  const lang: Lang = rawLang;
  const problem = checkContactMessage('application', values, lang === 'hi' ? contactMessagesHi : undefined)[0];
  if (problem) throw apiErrors.invalid(problem.message, problem.field);
  const link = text('link').trim();
  if (link && (link.length > linkMax || !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link)))
    throw apiErrors.invalid((lang === 'hi' ? applicationMessagesHi : applicationMessages).link, 'link');
  const opening = text('opening').replace(/\s+/g, ' ').trim();
  const words = lang === 'hi' ? applicationMessagesHi : applicationMessages;
  if ([...opening].length > openingMax) throw apiErrors.invalid(words.opening, 'opening');
  // An opening must be live and open in the content (ADR 038); a closed one takes no applications.
  if (opening && !(await isOpenOpening(deps.db, opening, statementBudgetMs(deps.env, deps.db.kind, 'anon'))))
    throw apiErrors.invalid(words.closed, 'opening');
  const consentVersion = text('consent_version');
  if (!isConsentVersionFor('application', consentVersion))
    throw apiErrors.invalid((lang === 'hi' ? consentMessagesHi : consentMessages).missing);
  if (!file.filename && file.bytes.length === 0) throw apiErrors.invalid(cvMessageIn(cvMessages.required, lang), 'cv');
  const cv = checkCv(file.bytes);
  if ('problem' in cv)
    throw cv.problem === cvMessages.tooLarge
      ? apiErrors.tooLarge(cvMessageIn(cv.problem, lang), 'cv')
      : apiErrors.invalid(cvMessageIn(cv.problem, lang), 'cv');

  if (text(contactHoneypotField)) {
    c.get('log').warn({ ip }, 'application discarded: honeypot filled in');
    return c.json({ ok: true }, 201);
  }

  if (deps.env.RATE_LIMITS) await takeCvQuotas(deps, rateLimitKey(ip), values.email ?? '', file.bytes.length, c);

  const id = randomUUID();
  const name = cleanFileName(file.filename, cv.type);
  const key = `${new Date().toISOString().slice(0, 7)}/${id}.${cv.type}`;
  const location: ObjectLocation = { bucket: applicationsBucket, key, version: randomUUID() };
  const contentTypeOfCv = cvContentTypes[cv.type];
  await deps.store.put(location, bodyOf(file.bytes));
  const row: ContactRow & { details: Record<string, unknown> } = {
    id,
    kind: 'application',
    name: values.name ?? null,
    email: values.email ?? '',
    phone: values.phone ?? null,
    organization: null,
    subject: opening ? `Application: ${opening}` : 'Open application',
    message: values.message ?? null,
    source_ip: ip,
    user_agent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
    details: {
      opening: opening || null,
      phone: values.phone ?? null,
      link: link || null,
      cv: { bucket: applicationsBucket, path: key, name, size: file.bytes.length, content_type: contentTypeOfCv },
    },
    ...normalizeLeadSource(Object.fromEntries(fields)),
    lang,
  };
  try {
    await deps.db.transaction(async (tx) => {
      await writeObjectRow(tx, 'insert', {
        bucket: applicationsBucket,
        key,
        owner: null,
        metadata: {
          eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
          size: file.bytes.length,
          mimetype: contentTypeOfCv,
          cacheControl: 'no-store',
          lastModified: new Date().toUTCString(),
          contentLength: file.bytes.length,
          httpStatusCode: 200,
          version: location.version,
        },
        userMetadata: { filename: name },
      });
      await tx.query(
        `insert into public.contact_messages
           (id, kind, name, email, phone, subject, message, source_ip, user_agent, details,
            landing_page, referrer, utm_source, utm_medium, utm_campaign, consent_version, lang)
         values ($1::uuid, 'application', $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16)`,
        [
          id,
          row.name,
          row.email,
          row.phone,
          row.subject,
          row.message,
          row.source_ip,
          row.user_agent,
          JSON.stringify(row.details),
          row.landing_page ?? null,
          row.referrer ?? null,
          row.utm_source ?? null,
          row.utm_medium ?? null,
          row.utm_campaign ?? null,
          consentVersion,
          lang,
        ],
      );
      await queueContactNotifications(deps, tx, row, { receivedAt: new Date(), acknowledge: true });
    });
  } catch (err) {
    await deps.store.delete(location).catch((e: unknown) => c.get('log').warn({ err: e }, 'could not remove CV'));
    throw err;
  }
  c.get('log').info({ contactMessageId: id, kind: 'application', size: file.bytes.length }, 'application stored');
  return c.json({ ok: true }, 201);
}

/**
 * The applicant's daily quota (per email address: one person cannot flood the applications),
 * the site's daily CV cap and the address's daily budget for files sent without an account
 * (#26), taken together or not at all: 429 `over_write_quota` with Retry-After and the moment to
 * try again, before anything is stored.
 */
async function takeCvQuotas(
  deps: ServerDeps,
  addressKey: string,
  email: string,
  bytes: number,
  c: Context<AppEnv>,
): Promise<void> {
  const refusal = await deps.db
    .transaction(async (tx) => {
      const person = await takeQuota(tx, deps.env, { name: 'applications_email', userId: emailQuotaKey(email) });
      if (person) throw new QuotaRefused(person);
      const site = await takeQuota(tx, deps.env, { name: 'cvs_site', userId: 'site' });
      if (site) throw new QuotaRefused(site);
      const address = await takeQuota(tx, deps.env, {
        name: 'anonymous_upload_bytes',
        userId: addressKey,
        amount: bytes,
      });
      if (address) throw new QuotaRefused(address);
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof QuotaRefused) return err.refusal;
        throw err;
      },
    );
  if (!refusal) return;
  c.get('log').warn(
    { quota: refusal.quota.noun[1], retryAfter: refusal.retryAfterSeconds },
    'application refused: quota',
  );
  throw quotaRefusedError(refusal);
}

class QuotaRefused extends Error {
  readonly refusal: QuotaRefusal;
  constructor(refusal: QuotaRefusal) {
    super('quota reached');
    this.refusal = refusal;
  }
}
