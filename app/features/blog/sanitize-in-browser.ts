import DOMPurify from 'dompurify';
import {
  allowedAttributes,
  allowedTags,
  droppedWithContent,
  isSafeUrl,
  linkRel,
  linkTarget,
} from '#rules/html-policy.ts';

let purifier: ReturnType<typeof DOMPurify> | undefined;

function configured() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  // Attributes are allowed per tag, as in the policy (DOMPurify's own list is global).
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = allowedAttributes[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isSafeUrl(href)) node.removeAttribute('href');
      node.setAttribute('target', linkTarget);
      node.setAttribute('rel', linkRel);
    } else if (node.nodeName === 'OL') {
      const start = node.getAttribute('start');
      if (start !== null && !/^\d{1,6}$/.test(start)) node.removeAttribute('start');
    }
  });
  return (purifier = p);
}

/**
 * Sanitises post HTML in the browser (posts fetched after hydration, e.g. an author's draft) with
 * the same allow-list the server applies through sanitize-html.
 */
export function sanitizeInBrowser(html: string): string {
  const allAttributes = [...new Set(Object.values(allowedAttributes).flat())];
  return configured()
    .sanitize(html, {
      ALLOWED_TAGS: [...allowedTags],
      ALLOWED_ATTR: allAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      FORBID_CONTENTS: [...droppedWithContent],
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    })
    .trim();
}
