// Server-side sanitiser for post HTML: applies ./html-policy.ts with sanitize-html. Used when a
// post is written (/rest/v1 write filter) and when it is rendered on the server. The browser uses
// DOMPurify with the same policy (app/features/blog/sanitize-in-browser.ts), so this module and
// its parser never reach the client bundle.
import sanitizeHtml from 'sanitize-html';
import {
  allowedAttributes,
  allowedTags,
  allowedUrlSchemes,
  droppedWithContent,
  isSafeUrl,
  linkRel,
  linkTarget,
} from './html-policy.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...allowedUrlSchemes],
  allowedSchemesByTag: {},
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...droppedWithContent],
  allowedStyles: {},
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href !== undefined && isSafeUrl(attribs.href) ? attribs.href : undefined;
      return {
        tagName,
        attribs: {
          ...(href !== undefined ? { href } : {}),
          ...(attribs.title !== undefined ? { title: attribs.title } : {}),
          target: linkTarget,
          rel: linkRel,
        },
      };
    },
    ol: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.start !== undefined && /^\d{1,6}$/.test(attribs.start)) kept.start = attribs.start;
      return { tagName, attribs: kept };
    },
  },
};

/** Post HTML reduced to the allow-list; safe to insert with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
