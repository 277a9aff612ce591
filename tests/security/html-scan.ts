/**
 * Scans HTML (a stored post body, or a whole server-rendered page) for anything that could run
 * script: script elements that are not the page's own (carrying the response's nonce, or
 * JSON-LD data), event-handler attributes, and javascript:/vbscript:/data:text URLs in any
 * URL-bearing attribute. Parsed with htmlparser2 the way a browser tokenises, so entity-encoded
 * and oddly spaced schemes are decoded before they are checked.
 */
import { Parser } from 'htmlparser2';

export type Finding = { kind: 'script' | 'event attribute' | 'dangerous url' | 'active element'; detail: string };

const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'poster',
  'srcdoc',
  'dynsrc',
  'lowsrc',
  'cite',
  'codebase',
  'manifest',
]);
const activeElements = new Set(['iframe', 'object', 'embed', 'frame', 'frameset', 'applet', 'base']);

/** True when a URL would run script or load a document when followed, as a browser reads it. */
export function isDangerousUrl(value: string): boolean {
  // Browsers drop ASCII control characters and whitespace inside the scheme.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const squashed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return (
    /^(javascript|vbscript|livescript):/.test(squashed) ||
    /^data:(text\/html|image\/svg|application\/xhtml)/.test(squashed)
  );
}

export type ScanOptions = {
  /** The response's CSP nonce: scripts carrying it are the page's own. */
  nonce?: string;
  /** Also report elements that embed documents or redirect (iframe, object, embed, base, meta http-equiv). */
  activeElements?: boolean;
};

export function scanHtml(html: string, options: ScanOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const tag = name.toLowerCase();
        if (tag === 'script') {
          const ownScript = options.nonce !== undefined && attribs.nonce === options.nonce;
          const jsonLd = attribs.type === 'application/ld+json';
          if (!ownScript && !jsonLd) findings.push({ kind: 'script', detail: `<script ${JSON.stringify(attribs)}>` });
        }
        // A page's own <meta> tags are data; <meta http-equiv> (refresh, cookies, CSP) is not.
        const activeMeta = tag === 'meta' && 'http-equiv' in attribs;
        if (options.activeElements && (activeElements.has(tag) || activeMeta)) {
          findings.push({ kind: 'active element', detail: `<${tag} ${JSON.stringify(attribs)}>` });
        }
        for (const [attr, value] of Object.entries(attribs)) {
          const a = attr.toLowerCase();
          if (/^on/.test(a)) findings.push({ kind: 'event attribute', detail: `<${tag} ${a}="${value}">` });
          if (urlAttributes.has(a) && isDangerousUrl(value)) {
            findings.push({ kind: 'dangerous url', detail: `<${tag} ${a}="${value}">` });
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}
