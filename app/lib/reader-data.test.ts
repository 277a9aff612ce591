import { afterEach, describe, expect, it, vi } from 'vitest';

/** The functions, and the toasts shown since, as sonner recorded them (the real toast code, headless). */
async function setup() {
  vi.resetModules();
  const data = await import('./reader-data.ts');
  const { loadSonner, toasterReady } = await import('./toast.ts');
  const sonner = await loadSonner();
  toasterReady(sonner);
  const before = sonner.toast.getHistory().length;
  const shown = () =>
    sonner.toast
      .getHistory()
      .slice(before)
      .map((t) => {
        const { type, title, description } = t as { type?: string; title?: unknown; description?: unknown };
        return { type, title, description };
      });
  return { ...data, shown };
}

const oops = { title: 'Failed to load blog post', description: 'Please try again later.' };
const done = { title: 'Blog post deleted', description: 'Your blog post has been successfully deleted.' };

afterEach(() => vi.restoreAllMocks());

describe('reader data', () => {
  it('leave shows the notice and replaces the history entry with the target', async () => {
    const { leave, shown } = await setup();
    let thrown: unknown;
    try {
      leave('/blog', oops);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/blog');
    expect(res.headers.get('X-Remix-Replace')).toBe('true');
    expect(shown()).toEqual([{ type: 'error', ...oops }]);
  });

  it('readOr and readOrLeave log a failed read; a notice is shown, a text only logged', async () => {
    const { readOr, readOrLeave, shown } = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const boom = () => Promise.reject(new Error('network down'));
    await expect(readOr(() => Promise.resolve([1]), oops, [])).resolves.toEqual([1]);
    await expect(readOr(boom, oops, [])).resolves.toEqual([]);
    await expect(readOr(boom, 'Failed to load profile', null)).resolves.toBeNull();
    await expect(readOrLeave(boom, oops, '/blog')).rejects.toMatchObject({ status: 302 });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([oops.title, 'Failed to load profile', oops.title]);
    expect(shown()).toEqual([
      { type: 'error', ...oops },
      { type: 'error', ...oops },
    ]);
  });

  it('write shows the success notice, then redirects (push) or returns ok; a failure shows its notice', async () => {
    const { write, refuse, shown } = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(write(() => Promise.resolve('id-1'), { done, failed: oops })).resolves.toEqual({ ok: true });
    const redirected = await write(
      () => Promise.resolve('id-2'),
      { done, failed: oops },
      (id) => `/blog/${id}`,
    ).catch((err: unknown) => err);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).headers.get('Location')).toBe('/blog/id-2');
    expect((redirected as Response).headers.get('X-Remix-Replace')).toBeNull();
    const failed = (err: unknown) => ({ title: 'Error', description: (err as Error).message });
    await expect(write(() => Promise.reject(new Error('denied')), { done, failed })).resolves.toEqual({ ok: false });
    expect(refuse({ title: 'Comment cannot be empty', description: 'Please enter a comment.' })).toEqual({ ok: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([
      { type: 'success', ...done },
      { type: 'success', ...done },
      { type: 'error', title: 'Error', description: 'denied' },
      { type: 'error', title: 'Comment cannot be empty', description: 'Please enter a comment.' },
    ]);
  });
});
