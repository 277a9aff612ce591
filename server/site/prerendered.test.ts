import { describe, expect, it } from 'vitest';
import { hydratedMark, inlinedStylesheetAttribute } from '../../rules/html-page.ts';
import { publicEnvPlaceholder } from '../../config/public-env.ts';
import { inlineStylesheets, loadScriptsAfterFirstPaint, personalise } from './prerendered.ts';

describe('personalise', () => {
  const html = `<html><head><meta name="public-env" content="${publicEnvPlaceholder}"/><script>1</script><script type="module" src="/a.js"></script></head><body><scripts-not-a-tag></scripts-not-a-tag></body></html>`;

  it('adds the nonce to every script element and only to script elements', () => {
    const out = personalise(html, 'abc', '{}');
    expect(out.match(/<script nonce="abc"/g)).toHaveLength(2);
    expect(out).toContain('<scripts-not-a-tag>');
  });

  it('writes the public env escaped for an attribute', () => {
    const out = personalise(html, undefined, '{"a":"<x>&\\"y"}');
    expect(out).toContain('content="{&quot;a&quot;:&quot;&lt;x&gt;&amp;\\&quot;y&quot;}"');
    expect(out).not.toContain(publicEnvPlaceholder);
  });
});

describe('inlineStylesheets', () => {
  const page = (links: string) => `<head><meta charSet="utf-8"/>${links}<script>1</script></head><body></body>`;
  const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;

  it('puts the CSS in place of the link, named by the inlined-stylesheet attribute', () => {
    const css = '.a{color:red}.b::before{content:"$& $1 $$"}';
    const out = inlineStylesheets(page(link('/assets/app-Dj_q1-8.css')), (href) =>
      href === '/assets/app-Dj_q1-8.css' ? css : undefined,
    );
    expect(out).toBe(page(`<style ${inlinedStylesheetAttribute}="/assets/app-Dj_q1-8.css">${css}</style>`));
  });

  it('keeps URLs that do not depend on the page address', () => {
    const css =
      '.a{background:url(data:image/png;base64,AA==)}.b{background:url("/images/x.svg")}.c{mask:url( #m)}.d{background:url(\'https://x.example/y.png\')}';
    expect(inlineStylesheets(page(link('/assets/app-1.css')), () => css)).toContain(`>${css}</style>`);
  });

  it('leaves the link when the CSS is missing, could close the element, or has relative URLs or imports', () => {
    for (const css of [
      undefined,
      'a::after{content:"</STYLE>"}',
      '.a{background:url(./x.png)}',
      '.a{background:url( "x.png")}',
      "@import 'b.css';",
    ]) {
      const html = page(link('/assets/app-1.css'));
      expect(inlineStylesheets(html, () => css)).toBe(html);
    }
  });

  it('only touches the build assets', () => {
    const html = page(link('/other/x.css') + link('https://cdn.example/x.css') + link('/assets/../secret.css'));
    expect(inlineStylesheets(html, () => '.a{}')).toBe(html);
  });
});

describe('loadScriptsAfterFirstPaint', () => {
  const code =
    ';\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
  const html =
    '<head><link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/>' +
    '<link rel="icon" href="/favicon.svg"/></head><body><main>x</main>' +
    `<script>window.__reactRouterContext={}</script><script type="module" async="">${code}</script></body>`;

  /**
   * Runs the loader against a stand-in page, whose clock moves `msPerPreload` at each preload
   * added; returns what it added.
   */
  function runLoader(out: string, visibilityState: 'hidden' | 'visible', msPerPreload = 1) {
    const loader = /<script type="module" async="">([^]*?)<\/script>/.exec(out)?.[1] ?? '';
    const head: Record<string, string>[] = [];
    const body: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    let now = 0;
    const document = {
      visibilityState,
      head: {
        append: (el: Record<string, string>) => {
          now += msPerPreload;
          head.push(el);
        },
      },
      body: { append: (el: Record<string, string>) => body.push(el) },
      createElement: (tag: string) => ({ tag }),
      querySelector: (selector: string) => (selector === 'script[nonce]' ? { nonce: 'n0nce' } : null),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'performance', loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
      { now: () => now },
    );
    return { head, body, frames, timers };
  }

  it('takes the preloads out of the head and replaces the route-modules script with a loader', () => {
    const out = loadScriptsAfterFirstPaint(html);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(out).toContain('<script>window.__reactRouterContext={}</script>');
    expect(out.match(/<script type="module" async="">/g)).toHaveLength(1);
    expect(out).not.toContain('\nimport * as route0'); // only as an escaped string literal
  });

  it('puts the script that holds early presses and submissions at the end of the head, before any of the body', () => {
    const out = loadScriptsAfterFirstPaint(html);
    const hold = out.indexOf(`addEventListener(${JSON.stringify(hydratedMark)}`);
    expect(hold).toBeGreaterThan(out.indexOf('<link rel="icon"'));
    expect(hold).toBeLessThan(out.indexOf('</head>'));
    expect(out.match(new RegExp(hydratedMark, 'g'))).toHaveLength(1);
  });

  it('loads after a frame and a task: the same preloads, then the original script with the nonce', () => {
    const run = runLoader(loadScriptsAfterFirstPaint(html), 'visible');
    expect(run.head).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames[0]?.();
    expect(run.head).toEqual([]);
    run.timers.shift()?.();
    expect(run.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js' },
    ]);
    expect(run.body).toEqual([]);
    run.timers.shift()?.();
    expect(run.body).toEqual([{ tag: 'script', type: 'module', nonce: 'n0nce', textContent: code }]);
    expect(run.timers).toEqual([]);
  });

  describe('many preloads: as many per task as fit in 3 ms, in order, then the script in a task of its own', () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`);
    const many = html.replace(
      '<link rel="icon"',
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}<link rel="icon"`,
    );
    const perTask = (msPerPreload: number) => {
      const run = runLoader(loadScriptsAfterFirstPaint(many), 'visible', msPerPreload);
      run.frames[0]?.();
      const added: number[] = [];
      while (run.timers.length) {
        const before = run.head.length;
        run.timers.shift()?.();
        added.push(run.head.length - before);
      }
      expect(run.head.map((link) => link.href)).toEqual(['/assets/entry.client-B.js', '/assets/root-A.js', ...hrefs]);
      expect(run.body).toHaveLength(1);
      return added;
    };
    it('three a task at 1 ms each', () => expect(perTask(1)).toEqual([3, 3, 3, 3, 3, 3, 3, 1, 0]));
    it('one a task where each takes longer than the box (a slow phone while the page arrives)', () =>
      expect(perTask(20)).toEqual([...Array<number>(22).fill(1), 0]));
    it('all in one task on a fast device', () => expect(perTask(0.1)).toEqual([22, 0]));
  });

  it('runs the script with no preload added when the page has none', () => {
    const none = html.replace(/<link rel="modulepreload"[^>]*>/g, '');
    const run = runLoader(loadScriptsAfterFirstPaint(none), 'visible');
    run.frames[0]?.();
    while (run.timers.length) run.timers.shift()?.();
    expect(run.head).toEqual([]);
    expect(run.body).toHaveLength(1);
  });

  it('loads at once in a hidden tab', () => {
    const run = runLoader(loadScriptsAfterFirstPaint(html), 'hidden');
    expect(run.frames).toHaveLength(0);
    expect(run.body).toHaveLength(1);
  });

  it('leaves a page without React Router scripts as it is', () => {
    const plain =
      '<head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="module" async="">1</script></body>';
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
