import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttr, hydratedFormAttribute, hydratedMark, inlinedStylesheetAttribute } from '../../rules/html-page.ts';
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
  const readCss = buildCssReader(clientDir);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/');
        pages.set(rel === '' ? '/' : `/${rel}`, paintFirst(readFileSync(full, 'utf8'), readCss));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The build's stylesheets by URL ('/assets/app-X.css'), each read from disk once; `texts()` lists those read. */
export type CssReader = { (href: string): string | undefined; texts(): string[] };

export function buildCssReader(clientDir: string): CssReader {
  const css = new Map<string, string | undefined>();
  const read = (href: string) => {
    if (!css.has(href)) {
      const file = path.join(clientDir, href);
      css.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return css.get(href);
  };
  return Object.assign(read, {
    texts: () => [...css.values()].filter((text): text is string => text !== undefined),
  });
}

/**
 * A page's HTML rewritten to paint before any script or second request: the build's stylesheet
 * inlined, the scripts started after the first paint. Prerendered pages get it once at start-up,
 * server-rendered ones (blog, accounts) on each response (server/site/handler.ts).
 */
export function paintFirst(html: string, readCss: (href: string) => string | undefined): string {
  // Scripts first: their patterns then scan the page without the ~60 KB of CSS in it.
  return inlineStylesheets(loadScriptsAfterFirstPaint(html), readCss);
}

/**
 * The stylesheet links React Router writes for the build's own CSS (hashed names under /assets/);
 * a server-rendered page's link carries the request's nonce.
 */
const stylesheetLink = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/g;

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
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: nonce="[^"]*")?\/>/g;
/** ...and the inline module that imports the route modules, then the client entry (nonce when server-rendered). */
const routeModulesScript =
  /(<script (?:nonce="[^"]*" )?type="module" async="">)([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;

/**
 * How long, in ms, one task adds module preloads for. Each costs the browser a resource request:
 * ~0.5 ms here, ~3.5 ms on a 6x slower CPU when idle, 15-30 ms while the page is still arriving
 * (/blog has 41). A fixed four per task made tasks of 53-145 ms on a slow phone; a time box adds
 * as many as fit, at least one. It is short because Lighthouse slows the CPU by simulation: it
 * multiplies each task of a fast trace by 4-10, so a 10 ms box was a 12-27 ms task there and
 * 60-200 ms of blocking time. Then the script, in a task of its own (ADR 025).
 */
const preloadBudgetMs = 3;

/**
 * Starts the page's JavaScript after its first paint. React Router preloads every start-up module
 * from the head, so on a slow network their ~130 KB gzip share the bandwidth with the rest of the
 * HTML, and Lighthouse counts each high-priority script that finished before the paint as render
 * blocking (FCP and LCP ~2.4 s against ~0.9 s without them, ADR 010). The preload links are
 * taken out of the head and the route-modules script becomes a small loader (still an async
 * module script, so React hydrates it as the same element) that, in a task after the first
 * animation frame, adds the same preloads (as many per task as fit in a time box) and then, in a
 * task of its own, runs the original script as a module script with the page's nonce. A hidden tab has nothing to
 * paint and loads at once. Hydration itself still waits for a frame after that
 * (app/entry.client.tsx). A page without the expected script is left as it is.
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
    `const code=${literal(script[2])},preloads=${literal(preloads)};` +
    "function add(i){const link=document.createElement('link');link.rel='modulepreload';link.href=preloads[i];document.head.append(link)}" +
    "function run(){const s=document.createElement('script');s.type='module';s.nonce=document.querySelector('script[nonce]')?.nonce??'';s.textContent=code;document.body.append(s)}" +
    `function load(i){const end=performance.now()+${preloadBudgetMs};while(i<preloads.length){add(i++);if(performance.now()>=end)break}setTimeout(i<preloads.length?()=>load(i):run,0)}` +
    "if(document.visibilityState==='hidden'){preloads.forEach((_,i)=>add(i));run()}else requestAnimationFrame(()=>setTimeout(()=>load(0),0));";
  const nonce = /nonce="[^"]*"/.exec(script[1] ?? '')?.[0];
  // The hold goes last in the head: active before the body's first form or button is parsed (a
  // slow connection or CPU paints, and lets a visitor press, what has arrived so far).
  return withoutPreloads
    .replace('</head>', () => `<script${nonce ? ` ${nonce}` : ''}>${holdFormsUntilHydrated}</script></head>`)
    .replace(routeModulesScript, (_all, open: string) => `${open}${loader}</script>`);
}

/**
 * The page shows its forms before its code has run (sign-in, sign-up, comments). Until the root
 * route has hydrated (its `hydratedMark` event) this classic inline script, at the end of the
 * head so it runs before any of the body is parsed, keeps what the visitor does: a form submitted
 * is held (never submitted natively: a sign-in form would put the password in the URL), and React
 * does not see it either. The script's listener on the document, React's root, comes first; a
 * form React hydrates before the mark would otherwise be checked with React's empty state, and
 * that check, still loading its schemas when the held form came again, dropped the real one. The
 * values typed are noted. React keeps a hydrated controlled field's state at its first value and
 * puts that back at the next render, so once each field's form has hydrated (its ref marked it,
 * app/lib/hydrated-form.ts; a field outside a form at once) its typed value is handed to React as
 * a change (emptied through the element, which React tracks, then set through the prototype's
 * setter and an input event), and the held form, once hydrated, is submitted again by the same
 * button (its name and value count: the blog's category buttons). A form in a deferred island's
 * kept HTML (`[data-static]`, app/lib/static-html.tsx) is ready at once: the island holds and
 * replays from then on (ADR 045). After 5 s it stops waiting for hydration. A press on a
 * script-only button (`type="button"`: the menu, the chat) is held too, and clicked again once,
 * in order, in a task after the mark (a deferred island's listeners are on by then). Links stay
 * the browser's.
 */
const holdFormsUntilHydrated =
  '(()=>{const typed=new Map(),pressed=[];let held=null,by=null;' +
  "const keep=e=>{const t=e.target;if((t instanceof HTMLInputElement&&t.type!=='file'&&t.type!=='checkbox'&&t.type!=='radio')||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)typed.set(t,t.value)};" +
  'const hold=e=>{e.preventDefault();e.stopImmediatePropagation();held=e.target;by=e.submitter};' +
  "const press=e=>{const b=e.target instanceof Element&&e.target.closest('button[type=button]');if(b){e.preventDefault();e.stopPropagation();if(!pressed.includes(b))pressed.push(b)}};" +
  "const on=(add)=>{for(const type of['input','change'])document[add](type,keep,true);document[add]('submit',hold,true);window[add]('click',press,true)};on('addEventListener');" +
  `const ready=el=>{const f=el instanceof HTMLFormElement?el:el.form;return!f||f.hasAttribute(${JSON.stringify(hydratedFormAttribute)})||!!f.closest('[data-static]')};` +
  `addEventListener(${JSON.stringify(hydratedMark)},()=>{on('removeEventListener');const since=performance.now();` +
  'setTimeout(()=>{for(const b of pressed)if(b.isConnected)b.click()});' +
  'const step=()=>{const late=performance.now()-since>5000;' +
  'for(const[f,v]of typed){if(!f.isConnected){typed.delete(f);continue}if(!ready(f)&&!late)continue;typed.delete(f);' +
  "if(v===f.defaultValue&&f.value===v)continue;f.value='';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value')?.set?.call(f,v);" +
  "f.dispatchEvent(new Event(f instanceof HTMLSelectElement?'change':'input',{bubbles:true}))}" +
  'if(held&&!held.isConnected)held=null;' +
  'if(held&&!typed.size&&(ready(held)||late)){const form=held,s=by&&by.isConnected&&by.form===form?by:null;held=null;by=null;requestAnimationFrame(()=>form.requestSubmit(s))}' +
  'if(typed.size||held)requestAnimationFrame(step)};step()},{once:true})})();';

/** Adds the nonce to every script tag and writes the public environment into its meta tag. */
export function personalise(html: string, nonce: string | undefined, publicEnvJson: string): string {
  let out = html.replace(publicEnvPlaceholder, escapeAttr(publicEnvJson));
  if (nonce) out = out.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
  return out;
}
