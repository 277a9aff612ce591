import { describe, expect, it } from 'vitest';
import type { Logger } from '../lib/logger.ts';
import { anonymous } from '../lib/request-auth.ts';
import { prepareInsert, prepareUpdate, rulesByTable, type WriteRow } from '../rest/write-rules.ts';
import { blogWriteRules } from './blog-write-rules.ts';

const byTable = rulesByTable(blogWriteRules);
const ctx = { ip: '127.0.0.1', userAgent: undefined, auth: anonymous, log: {} as Logger };

/** The row as the blog's rules leave it on insert into `table` (as given when the table has none). */
async function inserted(table: string, row: WriteRow): Promise<WriteRow> {
  const rules = byTable.get(table);
  const outcome = await prepareInsert(rules && { rules, ctx }, [row]);
  if ('discard' in outcome) throw new Error('discarded');
  return outcome.rows[0]!;
}

describe('blog write rules', () => {
  it('sanitises post bodies and trims plain-text columns', async () => {
    expect(
      await inserted('blog_posts', {
        title: ' T ',
        excerpt: ' E ',
        content: '<p onclick="x()">ok</p><script>bad()</script>',
        is_published: true,
      }),
    ).toEqual({ title: 'T', excerpt: 'E', content: '<p>ok</p>', is_published: true });
  });

  it('applies the same transforms to an update', async () => {
    const rules = byTable.get('blog_posts')!;
    expect(await prepareUpdate({ rules, ctx }, { content: '<p>x</p><script>y()</script>', title: ' t ' })).toEqual({
      content: '<p>x</p>',
      title: 't',
    });
  });

  it('trims comments, leaves other tables and nulls alone, and refuses non-strings', async () => {
    expect(await inserted('blog_comments', { content: '  hi  ' })).toEqual({ content: 'hi' });
    const row = { message: '  keep  ' };
    expect(byTable.has('chat_history')).toBe(false);
    expect(await inserted('chat_history', row)).toBe(row);
    expect(await inserted('blog_posts', { content: null })).toEqual({ content: null });
    await expect(inserted('blog_posts', { title: 5 })).rejects.toMatchObject({
      status: 400,
      code: '22P02',
      message: 'The column "title" takes text: a JSON string, not a number',
    });
    await expect(inserted('blog_posts', { content: ['<img src=x onerror=alert(1)>'] })).rejects.toMatchObject({
      status: 400,
      message: 'The column "content" takes text: a JSON string, not an array',
    });
  });

  it('does not change the input object', async () => {
    const row = { title: ' x ' };
    await inserted('blog_posts', row);
    expect(row.title).toBe(' x ');
  });
});
