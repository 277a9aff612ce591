/**
 * Backup and restore on both engines and both stores: everything comes back (a user signs in
 * with their password, posts, comments, chat history, leads, buckets made through the bucket API,
 * image bytes behind the same URLs),
 * a non-empty target is refused unless forced, and a backup taken during writes holds each
 * write wholly or not at all.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogKey, images, png } from '../../tests/contract/storage-fixtures.ts';
import { commentInput, postInput } from '../../tests/factories/blog-posts.ts';
import { clientAs, createUser, factoryPassword, serviceRoleToken, type TestUser } from '../../tests/factories/users.ts';
import { startTestApp, type TestApp } from '../../tests/setup/test-app.ts';
import { createEmptyTestDb } from '../../tests/setup/test-db.ts';
import { storageCases, storeEnv } from '../../tests/setup/test-s3.ts';
import { loadEnv } from '../lib/env.ts';
import { openObjectStore } from '../storage/open-store.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { restoreBackup } from './restore-backup.ts';
import { prepareRestoreTarget, RestoreTargetError } from './restore-target.ts';
import { writeBackup } from './write-backup.ts';

describe.each(storageCases())('backup and restore (%s, %s store)', (kind, storeKind) => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  let source: TestApp;
  let author: TestUser;
  const imageUrls: string[] = [];
  const reports = 'reports';
  afterAll(async () => {
    await source.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  beforeAll(async () => {
    source = await startTestApp(kind, { RATE_LIMITS: 'false', ...(await storeEnv(storeKind)) });
    author = await createUser(source.deps);
    const sb = clientAs(source, author.accessToken);
    for (const bytes of [png, images['image/gif']]) {
      const key = blogKey();
      expect((await sb.storage.from('images').upload(key, bytes, { contentType: 'image/png' })).error).toBeNull();
      imageUrls.push(sb.storage.from('images').getPublicUrl(key).data.publicUrl);
    }
    // A replaced version: the restore must serve the new bytes, and the old ones are not in the archive.
    const replacedKey = decodeURIComponent(imageUrls[1]!.split('/images/')[1]!);
    expect((await sb.storage.from('images').update(replacedKey, images['image/webp'])).error).toBeNull();
    const post = await sb
      .from('blog_posts')
      .insert(postInput(author, { image_url: imageUrls[0]! }))
      .select()
      .single();
    expect(post.error).toBeNull();
    expect((await sb.from('blog_comments').insert(commentInput(author, post.data!.id as string))).error).toBeNull();
    expect(
      (await sb.from('chat_history').insert({ user_id: author.id, message: 'Hello', is_bot: false })).error,
    ).toBeNull();
    const lead = {
      kind: 'contact',
      name: 'A Lead',
      email: 'lead@example.test',
      message: 'Call me',
      consent_version: consentVersionFor.contact,
    };
    expect((await source.client().from('contact_messages').insert(lead)).error).toBeNull();
    // A bucket made through the bucket API, with a moved and a copied object.
    const service = clientAs(source, await serviceRoleToken(source.deps));
    await service.storage.createBucket(reports, { public: true, fileSizeLimit: '2MB', allowedMimeTypes: ['image/*'] });
    await service.storage.from(reports).upload('draft/a.png', png, { contentType: 'image/png' });
    expect((await service.storage.from(reports).move('draft/a.png', 'final/a.png')).error).toBeNull();
    expect((await service.storage.from(reports).copy('final/a.png', 'final/b.png')).error).toBeNull();
  });

  async function backupOf(app: TestApp, name: string) {
    const file = path.join(scratch, name);
    const end = await writeBackup(app.deps, createWriteStream(file, { mode: 0o600 }));
    return { file, end };
  }

  /** An empty database and store, restored from `file`, served by a new app. */
  async function restored(file: string): Promise<TestApp> {
    const dataDir = mkdtempSync(path.join(scratch, 'target-'));
    const env = { DATA_DIR: dataDir, RATE_LIMITS: 'false', ...(await storeEnv(storeKind)) };
    const db = await createEmptyTestDb(kind);
    const store = openObjectStore(loadEnv(env));
    await store.prepare();
    await prepareRestoreTarget(db, store, { force: false });
    await restoreBackup({ db, store, logger: source.deps.logger }, createReadStream(file));
    return startTestApp(kind, env, { db });
  }

  it('restores users, posts, comments, chat history, leads, buckets and image bytes', async () => {
    const { file, end } = await backupOf(source, 'site.tar.gz');
    expect(end.objects).toBe(4);
    const target = await restored(file);
    try {
      const visitor = target.client();
      const { data, error } = await visitor.auth.signInWithPassword({ email: author.email, password: factoryPassword });
      expect(error).toBeNull();
      const sb = clientAs(target, data.session!.access_token);
      const posts = await sb.from('blog_posts').select('id, image_url');
      expect(posts.data).toEqual([{ id: expect.any(String), image_url: imageUrls[0] }]);
      const comments = await sb.from('blog_comments').select('content').eq('blog_post_id', posts.data![0]!.id);
      expect(comments.data).toEqual([{ content: 'Great read!' }]);
      expect((await sb.from('chat_history').select('message')).data).toEqual([{ message: 'Hello' }]);
      const leads = await target.deps.db.query<{ email: string }>('select email from public.contact_messages');
      expect(leads.rows).toEqual([{ email: 'lead@example.test' }]);
      for (const url of imageUrls) {
        const [before, after] = await Promise.all([source.fetch(url), target.fetch(url)]);
        expect(after.status).toBe(200);
        expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
        expect(new Uint8Array(await after.arrayBuffer())).toEqual(new Uint8Array(await before.arrayBuffer()));
      }
      const restoredService = clientAs(target, await serviceRoleToken(target.deps));
      expect((await restoredService.storage.getBucket(reports)).data).toMatchObject({
        public: true,
        file_size_limit: 2_000_000,
        allowed_mime_types: ['image/*'],
      });
      for (const key of ['final/a.png', 'final/b.png']) {
        const res = await target.fetch(restoredService.storage.from(reports).getPublicUrl(key).data.publicUrl);
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
      }
      // Sign-up still works afterwards: sequences and triggers are back as they were.
      const fresh = await visitor.auth.signUp({ email: 'after-restore@example.test', password: 'another secret' });
      expect(fresh.error).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('refuses a non-empty target unless forced', async () => {
    const { file } = await backupOf(source, 'again.tar.gz');
    await expect(prepareRestoreTarget(source.deps.db, source.deps.store, { force: false })).rejects.toThrow(
      RestoreTargetError,
    );
    const store = openObjectStore(
      loadEnv({ DATA_DIR: mkdtempSync(path.join(scratch, 'forced-')), ...(await storeEnv(storeKind)) }),
    );
    const db = await createEmptyTestDb(kind);
    try {
      await store.put(
        { bucket: 'images', key: 'stray.png', version: '33333333-3333-4333-8333-333333333333' },
        (async function* () {
          yield png;
        })(),
      );
      await expect(prepareRestoreTarget(db, store, { force: false })).rejects.toThrow(/object store holds objects/);
      await db.exec('create table public.stray (id int)');
      await expect(prepareRestoreTarget(db, store, { force: false })).rejects.toThrow(/1 tables, views or sequences/);
      await prepareRestoreTarget(db, store, { force: true });
      expect(await store.isEmpty()).toBe(true);
      const summary = await restoreBackup({ db, store, logger: source.deps.logger }, createReadStream(file));
      expect(summary.tables['auth.users']).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  });

  it('holds each write made during the backup wholly or not at all', async () => {
    const sb = clientAs(source, author.accessToken);
    const key = blogKey();
    expect((await sb.storage.from('images').upload(key, png, { contentType: 'image/png' })).error).toBeNull();
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      while (writing) {
        pairs++;
        await source.deps.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into public.blog_posts (title, excerpt, content, category, author, author_name)
             values ($1, 'x', 'x', 'AR/VR', $2, 'Writer') returning id`,
            [`pair ${pairs}`, author.id],
          );
          await tx.query(
            `insert into public.blog_comments (blog_post_id, author_id, author_name, content) values ($1, $2, 'Writer', $3)`,
            [rows[0]!.id, author.id, `pair ${pairs}`],
          );
        });
        const bytes = pairs % 2 ? images['image/gif'] : png;
        expect((await sb.storage.from('images').update(key, bytes)).error).toBeNull();
      }
    })();
    const { file } = await backupOf(source, 'during.tar.gz');
    writing = false;
    await writer;
    expect(pairs).toBeGreaterThan(0);
    // restoreBackup itself checks that every object row's bytes are in the archive.
    const target = await restored(file);
    try {
      const { rows } = await target.deps.db.query<{ posts: string; comments: string }>(
        `select (select count(*) from public.blog_posts where title like 'pair %')::text as posts,
                (select count(*) from public.blog_comments where content like 'pair %')::text as comments`,
      );
      expect(rows[0]!.posts).toBe(rows[0]!.comments);
      const image = await target.fetch(sb.storage.from('images').getPublicUrl(key).data.publicUrl);
      expect(image.status).toBe(200);
    } finally {
      await target.close();
    }
  });
});
