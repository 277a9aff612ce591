/**
 * DEV_MAILBOX=1 only (and only with a loopback SITE_URL, server/lib/env.ts): every message in the
 * mail queue, whatever its state (held, queued, sent, failed), served at /_dev/mailbox (HTML) and
 * /_dev/mailbox.json (JSON, newest first; `?to=` filters by recipient), with each message's
 * links and attachments (file name, content type, size). Never mounted by default: it holds
 * password-reset links. Mount with `app.route('/_dev', createDevMailboxApp(deps))`.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { Queryable } from '../db/types.ts';
import { escapeHtml } from './layout.ts';
import { listMail, type MailboxMessage } from './list-mail.ts';

export function createDevMailboxApp(deps: { db: Queryable }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const query = (c: { req: { query(k: string): string | undefined } }) => {
    const to = c.req.query('to')?.trim();
    return to ? { to } : {};
  };

  app.get('/mailbox.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listMail(deps.db, query(c)));
  });

  app.get('/mailbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    const messages = await listMail(deps.db, query(c));
    return c.html(renderMailbox(messages));
  });
  return app;
}

function renderMailbox(messages: MailboxMessage[]): string {
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:18px;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px}
dt{color:#64748b}dd{margin:0}iframe{width:100%;height:480px;border:1px solid #e2e8f0;border-radius:4px}
pre{white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:4px}a{word-break:break-all}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. Also as <a href="/_dev/mailbox.json">JSON</a>.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>
`;
}

function renderMessage(m: MailboxMessage): string {
  const files = m.attachments
    .map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`)
    .join('');
  const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  const body = m.html
    ? `<iframe title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '';
  return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd>${
    m.reply_to ? `<dt>Reply-To</dt><dd>${escapeHtml(m.reply_to)}</dd>` : ''
  }<dt>Date</dt><dd><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></dd><dt>State</dt><dd>${escapeHtml(m.state)}</dd></dl>
${links ? `<h3>Links</h3><ul>${links}</ul>` : ''}
${files ? `<h3>Attachments</h3><ul>${files}</ul>` : ''}
${body}
<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`;
}
