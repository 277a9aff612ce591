import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './html-policy.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';
import { samplePosts } from '../app/content/sample-posts.ts';

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<p onclick="alert(1)" style="color:red" class="x" id="y">hi</p>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">js</a>',
  '<a href="java\tscript:alert(1)">js</a>',
  '<a href="&#106;avascript:alert(1)">js</a>',
  '<a href=" javascript:alert(1)">js</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<iframe src="https://example.com"></iframe>',
  '<style>body{display:none}</style>',
  '<form action="/x"><input name="a"><button>go</button></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '<body onload="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<div><a href="https://example.com" onmouseover="alert(1)" target="_self">ok</a></div>',
];

describe('sanitizePostHtml', () => {
  it.each(hostile)('leaves nothing executable in %s', (input) => {
    const out = sanitizePostHtml(input);
    expect(out).not.toMatch(/<script|<img|<svg|<iframe|<style|<object|<embed|<form|<input|<meta|<base|<math/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(out).not.toMatch(/style=|class=|id=/i);
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('forces links to open in a new window without an opener', () => {
    expect(
      sanitizePostHtml('<a href="https://example.com/a?b=1&amp;c=2" title="t" target="_self" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com/a?b=1&amp;c=2" title="t" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizePostHtml('<a href="/blog">in</a>')).toContain('href="/blog"');
    expect(sanitizePostHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
  });

  it('keeps a link’s text when its URL is refused', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">text</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">text</a>',
    );
  });

  it('drops invalid list starts', () => {
    expect(sanitizePostHtml('<ol start="x"><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
  });

  it('leaves every bundled sample post unchanged in meaning (same tags and links)', () => {
    for (const post of samplePosts) {
      const out = sanitizePostHtml(post.content);
      expect(out.match(/<a /g)?.length ?? 0).toBe(post.content.match(/<a /g)?.length ?? 0);
      expect(out.match(/<(h2|h3|p|li|blockquote)>/g)?.length).toBe(
        post.content.match(/<(h2|h3|p|li|blockquote)>/g)?.length,
      );
    }
  });
});

describe('isSafeUrl', () => {
  it.each(['https://a.b', 'http://a.b', '/x', '#y', '?q', 'mailto:a@b.c', 'tel:+911', 'page.html', '//cdn.example/x'])(
    'allows %s',
    (url) => expect(isSafeUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:x',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc',
    '',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
});
