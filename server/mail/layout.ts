/**
 * The branded layout every email shares: a table-based HTML body with inline styles (what mail
 * clients render reliably) and a plain-text twin. Content is escaped here; callers pass text.
 */
import { formatAddress, site } from '../../config/site.ts';
import type { Lang } from '../../rules/languages.ts';

export type EmailContent = {
  /** Hidden preview text shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code shown large, for people who prefer typing it. */
  code?: string;
  /** Small print under the action, e.g. why the email was sent. */
  footnote?: string;
};

const brand = '#1d4ed8';

/** The layout's own words, in each language an email is written in (issue #29). */
const layoutWords: Readonly<Record<Lang, { buttonFallback: string; codeIntro: string }>> = {
  en: {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    codeIntro: 'Or enter this code:',
  },
  hi: { buttonFallback: 'यदि बटन काम न करे, तो यह लिंक अपने ब्राउज़र में खोलें:', codeIntro: 'या यह कोड लिखें:' },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * `siteUrl` is the public URL the footer links to (SITE_URL; the config's URL by default); `lang`
 * the language the content is written in (`<html lang>` and the layout's own words).
 */
export function renderEmail(
  content: EmailContent,
  siteUrl: string = site.url,
  lang: Lang = 'en',
): { html: string; text: string } {
  return { html: renderHtml(content, siteUrl, lang), text: renderText(content, siteUrl, lang) };
}

function renderText(
  { heading, paragraphs, action, code, footnote }: EmailContent,
  siteUrl: string,
  lang: Lang,
): string {
  const lines = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) lines.push(`${action.label}:`, action.url, '');
  if (code) lines.push(`${layoutWords[lang].codeIntro} ${code}`, '');
  if (footnote) lines.push(footnote, '');
  lines.push('--', `${site.name} · ${formatAddress()}`, siteUrl);
  return `${lines.join('\n')}\n`;
}

function renderHtml(
  { preheader, heading, paragraphs, action, code, footnote }: EmailContent,
  siteUrl: string,
  lang: Lang,
): string {
  const words = layoutWords[lang];
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:6px;background:${brand}"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(words.buttonFallback)}<br><a href="${escapeHtml(action.url)}" style="color:${brand};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const codeBlock = code
    ? `<p style="margin:0 0 8px;font-size:14px;color:#334155">${escapeHtml(words.codeIntro)}</p>
<p style="margin:0 0 24px;font-size:28px;font-weight:700;letter-spacing:6px;color:#0f172a;font-family:Menlo,Consolas,monospace">${escapeHtml(code)}</p>`
    : '';
  const foot = footnote
    ? `<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(footnote)}</p>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand};padding:20px 32px;font-size:20px;font-weight:700;color:#ffffff">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
${button}
${codeBlock}
${foot}
</td></tr>
<tr><td style="padding:16px 32px;background:#f8fafc;font-size:12px;line-height:18px;color:#94a3b8">${escapeHtml(site.legalName)} · ${escapeHtml(formatAddress())}<br><a href="${escapeHtml(siteUrl)}" style="color:#94a3b8">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
