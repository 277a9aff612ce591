import { describe, expect, it } from 'vitest';
import { applyWriteFilters } from './write-filters.ts';

describe('applyWriteFilters', () => {
  it('sanitises post bodies and trims plain-text columns', () => {
    expect(
      applyWriteFilters('blog_posts', {
        title: ' T ',
        excerpt: ' E ',
        content: '<p onclick="x()">ok</p><script>bad()</script>',
        is_published: true,
      }),
    ).toEqual({ title: 'T', excerpt: 'E', content: '<p>ok</p>', is_published: true });
  });

  it('trims comments and leaves other tables and non-strings alone', () => {
    expect(applyWriteFilters('blog_comments', { content: '  hi  ' })).toEqual({ content: 'hi' });
    const row = { message: '  keep  ' };
    expect(applyWriteFilters('chat_history', row)).toBe(row);
    expect(applyWriteFilters('blog_posts', { content: null, title: 5 })).toEqual({ content: null, title: 5 });
  });

  it('does not change the input object', () => {
    const row = { title: ' x ' };
    applyWriteFilters('blog_posts', row);
    expect(row.title).toBe(' x ');
  });
});
