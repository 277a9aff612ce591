// The one allow-list policy for user-written HTML (blog post bodies). Shared by the server (write
// filter in /rest/v1 and server rendering, through sanitize-html in ./sanitize-post-html.ts) and
// the browser (DOMPurify, for posts fetched after hydration). It is plain data with no imports,
// so the browser bundle never pulls in the server's sanitiser.
//
// The policy mirrors what the editor (TipTap starter kit, no image extension) can produce.
// Everything not listed is dropped: scripts, styles, iframes, forms, images, event handlers,
// classes, ids and inline styles. Links may only use the schemes below and always open in a new
// window without an opener.

export const allowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
] as const;

/** Attributes allowed per tag; every other attribute is removed. */
export const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
};

/** Tags whose whole content is dropped with them (not unwrapped into text). */
export const droppedWithContent = [
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
] as const;

export const allowedUrlSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** Every link in a post opens in a new window and gives the target page no handle on ours. */
export const linkTarget = '_blank';
export const linkRel = 'noopener noreferrer';

/**
 * Whether a link target is allowed: http(s), mailto and tel URLs, and relative URLs (path, query
 * or fragment). Browsers ignore control characters and whitespace inside a scheme
 * (`java\tscript:`), so they are removed before the scheme is read.
 */
export function isSafeUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme === undefined) return true;
  return (allowedUrlSchemes as readonly string[]).includes(scheme.toLowerCase());
}

/** Plain-text fields (titles, excerpts, comments): stored as given, trimmed; React escapes them. */
export function normalizePlainText(value: string): string {
  return value.trim();
}
