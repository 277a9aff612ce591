import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttr, inlinedStylesheetAttribute } from '../../rules/html-page.ts';
import { publicEnvPlaceholder } from '../../config/public-env.ts';

/**
 * The HTML files React Router prerendered at build time, keyed by URL path ('/', '/careers').
 * They are read once, with the build's stylesheets inlined (`inlineStylesheets`) and the scripts
 * started after the first paint (`loadScriptsAfterFirstPaint`); each response gets the request's
 * CSP nonce on its inline scripts and the runtime public environment in place of the build-time
 * placeholder.
 */
export function loadPrerendered(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  const css = new Map<string, string | undefined>();
  const readCss = (href: string) => {
    if (!css.has(href)) {
      const file = path.join(clientDir, href);
      css.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return css.get(href);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/');
        pages.set(
          rel === '' ? '/' : `/${rel}`,
          loadScriptsAfterFirstPaint(inlineStylesheets(readFileSync(full, 'utf8'), readCss)),
        );
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The stylesheet links React Router writes for the build's own CSS (hashed names under /assets/). */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/g;

/**
 * Replaces each of the build's stylesheet links with a `<style>` holding the same CSS, so the
 * first paint needs no second round trip (on a slow mobile network that trip costs more than the
 * ~10 KB gzip the CSS adds to the page). The element keeps the link's place in the head and names
 * the stylesheet in `inlinedStylesheetAttribute`, which the root route reads to leave the link out
 * while hydrating. A stylesheet that cannot be inlined as is stays a link: one that is missing,
 * one that would close the element early, or one with relative `url()`s or `@import`s (they would
 * resolve against the page instead of /assets/).
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | undefined): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = readCss(href);
    if (css === undefined || /<\/style/i.test(css) || /@import|url\(\s*(?!\s|['"]?(?:[a-z][\w+.-]*:|\/|#))/i.test(css))
      return link;
    return `<style ${inlinedStylesheetAttribute}="${href}">${css}</style>`;
  });
}

/** React Router's `<Scripts />`: one preload per module of the entry and the matched routes... */
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g;
/** ...and the inline module that imports the route modules, then the client entry. */
const routeModulesScript = /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;

/**
 * Starts the page's JavaScript after its first paint. React Router preloads every start-up module
 * from the head, so on a slow network their ~130 KB gzip share the bandwidth with the rest of the
 * HTML, and Lighthouse counts each high-priority script that finished before the paint as render
 * blocking (FCP and LCP ~2.4 s against ~0.9 s without them, ADR 010). The preload links are
 * taken out of the head and the route-modules script becomes a small loader (still an async
 * module script, so React hydrates it as the same element) that, in a task after the first
 * animation frame, adds the same preloads and runs the original script as a module script with
 * the page's nonce. A hidden tab has nothing to paint and loads at once. Hydration itself still
 * waits for a frame after that (app/entry.client.tsx). A page without the expected script is
 * left as it is.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = routeModulesScript.exec(html);
  if (!script) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  // A JS string literal that cannot end the element (`</script`) or open a comment (`<!--`).
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    `const code=${literal(script[1])},preloads=${literal(preloads)};` +
    'function load(){' +
    "for(const href of preloads){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}" +
    "const s=document.createElement('script');s.type='module';s.nonce=document.querySelector('script[nonce]')?.nonce??'';s.textContent=code;document.body.append(s)}" +
    "if(document.visibilityState==='hidden')load();else requestAnimationFrame(()=>setTimeout(load,0));";
  return withoutPreloads.replace(routeModulesScript, () => `<script type="module" async="">${loader}</script>`);
}

/** Adds the nonce to every script tag and writes the public environment into its meta tag. */
export function personalise(html: string, nonce: string | undefined, publicEnvJson: string): string {
  let out = html.replace(publicEnvPlaceholder, escapeAttr(publicEnvJson));
  if (nonce) out = out.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
  return out;
}
