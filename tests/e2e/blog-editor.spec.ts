/**
 * The post editor in a real browser: the guard, validation, the TipTap toolbar and link tool,
 * cover images with real files (a PNG, a file over 5 MB, a text file named .png, a .txt), create,
 * edit, permission checks, and the 18-post sample import.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../setup/server-process.ts';
import { tinyPng } from './accounts-helpers.ts';
import { launchBrowser } from './browser.ts';
import {
  apiUser,
  cardTitles,
  openAs,
  openOn,
  paginationText,
  seedPosts,
  signInAs,
  startBlogServer,
  toast,
  type BlogUser,
} from './blog-helpers.ts';

let browser: Browser;
let server: ServerProcess;
let author: BlogUser;
let reader: BlogUser;
let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startBlogServer()]);
  author = await apiUser(server.url, 'Asha Verma');
  reader = await apiUser(server.url, 'Ravi Kumar');
  dir = mkdtempSync(path.join(tmpdir(), 'blog-files-'));
  writeFileSync(file('cover.png'), tinyPng());
  writeFileSync(file('huge.png'), Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]));
  writeFileSync(file('fake.png'), 'this is plain text, not an image\n');
  writeFileSync(file('notes.txt'), 'plain text\n');
  writeFileSync(
    file('drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n',
  );
  // A 1×1 24-bit BMP: 54-byte header and one padded pixel.
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'ascii');
  bmp.writeUInt32LE(58, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(1, 18);
  bmp.writeInt32LE(1, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  writeFileSync(file('scan.bmp'), bmp);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const save = (page: Page, name: 'Create Post' | 'Update Post') => page.getByRole('button', { name }).click();

describe('blog editor', () => {
  it('sends signed-out visitors to /login with the spec toast', async () => {
    const { page, context } = await openOn(browser, server.url);
    await page.goto('/blog/create');
    await toast(page, 'Authentication required')
      .getByText('You must be logged in to create or edit blog posts.')
      .waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('validates, formats, links, uploads a cover and creates a published post', async () => {
    const { page, context, errors, dialogs } = await openAs(browser, server.url, author, '/blog/create');
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
    expect(await page.getByLabel('Publish this blog post').isChecked()).toBe(false);
    await save(page, 'Create Post');
    await toast(page, 'Title is required').getByText('Please enter a title for your blog post.').waitFor();
    await page.getByLabel('Title').fill('  Teaching with virtual labs  ');
    await save(page, 'Create Post');
    await toast(page, 'Excerpt is required').getByText('Please enter a brief excerpt for your blog post.').waitFor();
    expect(await page.getByLabel('Excerpt').getAttribute('rows')).toBe('3');
    await page.getByLabel('Excerpt').fill('A practical routine.');
    await save(page, 'Create Post');
    await toast(page, 'Content is required').getByText('Please enter content for your blog post.').waitFor();

    const box = editorBox(page);
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(300);
    await box.click();
    await page.getByRole('button', { name: 'Heading 1' }).click();
    await page.keyboard.type('Big idea');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('strong words');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' and NCERT');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    page.once('dialog', (d) => void d.accept('javascript:alert(1)'));
    await page.getByRole('button', { name: 'Link' }).click();
    await toast(page, 'Invalid link').waitFor();
    expect(await box.locator('a').count()).toBe(0);
    page.once('dialog', (d) => void d.accept('ncert.nic.in'));
    await page.getByRole('button', { name: 'Link' }).click();
    const link = box.locator('a');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://ncert.nic.in');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    page.once('dialog', (d) => void d.accept('clear'));
    await page.getByRole('button', { name: 'Link' }).click();
    await expect.poll(() => link.count()).toBe(0);
    page.once('dialog', (d) => void d.accept('https://ncert.nic.in/'));
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => link.count()).toBe(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await link.waitFor();

    await page.getByLabel('Category').selectOption('Future Skills');
    const upload = page.getByLabel('Upload image');
    await upload.setInputFiles(file('cover.png'));
    await toast(page, 'Image uploaded').getByText('Your image has been uploaded successfully').waitFor();
    const preview = page.getByRole('img', { name: 'Cover image preview' });
    expect(await preview.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/public\/images\/blog-images\/\d+-[a-z0-9]+\.png$/,
    );
    await page.getByRole('button', { name: 'Remove image' }).click();
    expect(await preview.count()).toBe(0);
    await page.getByLabel('Replace image').or(page.getByLabel('Upload image')).setInputFiles(file('cover.png'));
    await preview.waitFor();

    await page.getByLabel('Publish this blog post').check();
    await save(page, 'Create Post');
    await toast(page, 'Blog post created').getByText('Your blog post has been successfully created.').waitFor();
    await page.waitForURL(/\/blog\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Teaching with virtual labs', level: 1 }).waitFor();
    const body = page.getByRole('article');
    await body.getByRole('heading', { name: 'Big idea', level: 1 }).waitFor();
    expect(await body.locator('strong').textContent()).toBe('strong words');
    expect(await body.getByRole('link', { name: 'NCERT' }).getAttribute('href')).toBe('https://ncert.nic.in/');
    expect(await body.getByText('Future Skills').count()).toBeGreaterThan(0);
    expect(await body.locator('img').first().getAttribute('src')).toContain(
      '/storage/v1/render/image/public/images/blog-images/',
    );
    expect(dialogs.filter((d) => !d.startsWith('prompt'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses pasted images and turns pasted URLs into safe new-window links', async () => {
    const { page, context, errors } = await openAs(browser, server.url, author, '/blog/create');
    const box = editorBox(page);
    await box.click();
    const paste = (type: string, data: string) =>
      box.evaluate(
        (el, [t, d]) => {
          const dt = new DataTransfer();
          dt.setData(t as string, d as string);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        },
        [type, data],
      );
    await paste('text/html', '<p>before</p><img src="data:image/png;base64,iVBORw0KGgo="><p>after</p>');
    await paste('text/html', '<p>remote <img src="https://example.com/x.png"> image</p>');
    await page.waitForTimeout(200);
    expect(await box.locator('img').count()).toBe(0);
    expect(await box.textContent()).not.toContain('before');
    await paste('text/plain', 'Read https://olabs.edu.in/ today');
    const link = box.locator('a[href="https://olabs.edu.in/"]');
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await paste('text/html', '<p><a href="javascript:alert(1)">bad</a> text</p>');
    await page.waitForTimeout(200);
    expect(await box.locator('a[href^="javascript"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enforces the cover image limits with real files', async () => {
    const { page, context, errors } = await openAs(browser, server.url, author, '/blog/create');
    const upload = page.getByLabel('Upload image');
    await upload.setInputFiles(file('huge.png'));
    await toast(page, 'File too large').getByText('Image must be less than 5MB').waitFor();
    await upload.setInputFiles(file('notes.txt'));
    await toast(page, 'Invalid file type').getByText('Please upload an image file (JPEG, PNG, etc.)').waitFor();
    await upload.setInputFiles(file('fake.png'));
    await toast(page, 'Upload failed').getByText('Failed to upload image. Please try again.').waitFor();
    expect(await page.getByRole('img', { name: 'Cover image preview' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives an SVG or a BMP cover the spec's 'Invalid file type' before any upload, and loses nothing typed", async () => {
    const { page, context, errors } = await openAs(browser, server.url, author, '/blog/create');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object')) uploads.push(request.url());
    });
    await page.getByLabel('Title').fill('A post about diagrams');
    const upload = page.getByLabel('Upload image');
    for (const name of ['drawing.svg', 'scan.bmp']) {
      await upload.setInputFiles(file(name));
      const refused = toast(page, 'Invalid file type');
      await refused.getByText('Please upload an image file (JPEG, PNG, etc.)').waitFor();
      // Closed, so the next file's toast is its own.
      await refused.getByRole('button', { name: 'Close toast' }).click();
      await refused.waitFor({ state: 'detached' });
    }
    expect(await toast(page, 'Upload failed').count()).toBe(0);
    expect(uploads).toEqual([]);
    expect(await page.getByRole('img', { name: 'Cover image preview' }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('A post about diagrams');
    // A refused file does not block a good one afterwards.
    await upload.setInputFiles(file('cover.png'));
    await toast(page, 'Image uploaded').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the author’s own post and refuses everyone else', async () => {
    const [id] = (await seedPosts(author, [{ title: 'Original title', is_published: false }])) as [string];
    const r = await openOn(browser, server.url);
    await signInAs(r.page, reader);
    // Someone else's draft (invisible to others, ADR 028) and someone else's published post both
    // give the spec's 'Permission denied' and /blog.
    await r.page.goto(`/blog/edit/${id}`);
    await toast(r.page, 'Permission denied').getByText('You can only edit your own blog posts.').waitFor();
    await r.page.waitForURL((url) => url.pathname === '/blog');
    await toast(r.page, 'Permission denied').getByRole('button', { name: 'Close toast' }).click();
    await toast(r.page, 'Permission denied').waitFor({ state: 'detached' });
    const [published] = (await seedPosts(author, [{ title: 'Someone else’s post' }])) as [string];
    await r.page.goto(`/blog/edit/${published}`);
    await toast(r.page, 'Permission denied').getByText('You can only edit your own blog posts.').waitFor();
    await r.page.waitForURL((url) => url.pathname === '/blog');
    await r.context.close();

    const a = await openOn(browser, server.url);
    await signInAs(a.page, author);
    // An id that does not exist reads exactly like another author's draft.
    await a.page.goto('/blog/edit/00000000-0000-4000-8000-000000000000');
    await toast(a.page, 'Permission denied').getByText('You can only edit your own blog posts.').waitFor();
    await a.page.waitForURL((url) => url.pathname === '/blog');
    await a.page.goto(`/blog/edit/${id}`);
    const title = a.page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe('Original title');
    await title.fill('Edited title');
    await save(a.page, 'Update Post');
    await toast(a.page, 'Blog post updated').getByText('Your blog post has been successfully updated.').waitFor();
    await a.page.waitForURL(`**/blog/${id}`);
    await a.page.getByRole('heading', { name: 'Edited title', level: 1 }).waitFor();
    await a.page.getByText('Draft', { exact: true }).waitFor();
    await a.page.goto(`/blog/edit/${id}`);
    await a.page.getByRole('link', { name: 'Cancel' }).click();
    await a.page.waitForURL((url) => url.pathname === '/blog');
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it('imports the 18 sample posts for the signed-in user', async () => {
    const importer = await apiUser(server.url, `Sample Importer ${Date.now().toString(36)}`);
    const { page, context, errors } = await openAs(browser, server.url, importer, '/blog');
    await page.getByRole('button', { name: 'Import Sample Posts' }).click();
    await toast(page, 'Sample posts imported')
      .getByText('Sample blog posts have been successfully imported.')
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(importer.fullName);
    await expect.poll(() => paginationText(page)).toBe('1 2 3');
    await page.getByRole('button', { name: 'AR/VR' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(3);
    const { count } = await importer.db
      .from('blog_posts')
      .select('*', { count: 'exact', head: true })
      .eq('author', importer.id)
      .eq('is_published', true);
    expect(count).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });
});
