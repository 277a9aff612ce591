/**
 * Bad input to every endpoint of the backend: malformed and wrong-typed JSON, huge bodies,
 * malformed PostgREST filters and select lists, unknown columns, broken encodings, path
 * traversal in storage keys. Each row must get a 4xx (or the documented non-error answer) with
 * a clear message, never a 500, and never a stack trace, a file path or SQL text.
 * (HTML pages get the same treatment in tests/e2e/security-headers.spec.ts, on the real build.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

type Row = {
  name: string;
  method: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Call as a signed-in user (writes that must get past the role check). */
  user?: boolean;
  /** Statuses this row may answer besides 4xx (e.g. 200 for a harmless literal value). */
  alsoOk?: number[];
};

const json = { 'content-type': 'application/json' };
const big = (bytes: number) => `{"title":"${'x'.repeat(bytes)}"}`;
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const invalidUtf8 = new Uint8Array([
  0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d,
]);

const auth: Row[] = [
  { name: 'sign-up, malformed JSON', method: 'POST', path: '/auth/v1/signup', body: '{"email":', headers: json },
  { name: 'sign-up, JSON null', method: 'POST', path: '/auth/v1/signup', body: 'null', headers: json },
  { name: 'sign-up, JSON string', method: 'POST', path: '/auth/v1/signup', body: '"hello"', headers: json },
  { name: 'sign-up, JSON array', method: 'POST', path: '/auth/v1/signup', body: '[]', headers: json },
  {
    name: 'sign-up, email a number',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":1,"password":"abcdefgh"}',
    headers: json,
  },
  {
    name: 'sign-up, password an object',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":"a@example.test","password":{"$gt":""}}',
    headers: json,
  },
  {
    name: 'sign-up, data an array',
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{"email":"a@example.test","password":"abcdefgh","data":[1]}',
    headers: json,
  },
  {
    name: 'sign-up, password over 72 bytes',
    method: 'POST',
    path: '/auth/v1/signup',
    body: JSON.stringify({ email: 'long@example.test', password: 'p'.repeat(1000) }),
    headers: json,
  },
  { name: 'sign-up, 1 MB body', method: 'POST', path: '/auth/v1/signup', body: big(1024 * 1024), headers: json },
  { name: 'sign-up, 20k-deep JSON', method: 'POST', path: '/auth/v1/signup', body: deep(20_000), headers: json },
  { name: 'sign-up, invalid UTF-8', method: 'POST', path: '/auth/v1/signup', body: invalidUtf8, headers: json },
  {
    name: 'sign-up, address with a NUL',
    method: 'POST',
    path: '/auth/v1/signup',
    body: JSON.stringify({ email: 'a\u0000b@example.test', password: 'abcdefgh' }),
    headers: json,
  },
  {
    name: 'sign-up, 10k-character address',
    method: 'POST',
    path: '/auth/v1/signup',
    body: JSON.stringify({ email: `${'a'.repeat(10_000)}@example.test`, password: 'abcdefgh' }),
    headers: json,
  },
  { name: 'token, no grant type', method: 'POST', path: '/auth/v1/token', body: '{}', headers: json },
  {
    name: 'token, password grant with an array address',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: '{"email":["a@example.test"],"password":"x"}',
    headers: json,
  },
  {
    name: 'token, refresh grant with a number',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: '{"refresh_token":12345678901234}',
    headers: json,
  },
  {
    name: 'token, refresh grant with a NUL',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: JSON.stringify({ refresh_token: 'abcdefghijkl\u0000mnop' }),
    headers: json,
  },
  {
    name: 'token, pkce grant with junk',
    method: 'POST',
    path: '/auth/v1/token?grant_type=pkce',
    body: '{"auth_code":{},"code_verifier":7}',
    headers: json,
  },
  {
    name: 'token, unknown grant',
    method: 'POST',
    path: '/auth/v1/token?grant_type=../../admin',
    body: '{}',
    headers: json,
  },
  { name: 'recover, no address', method: 'POST', path: '/auth/v1/recover', body: '{}', headers: json },
  { name: 'recover, malformed JSON', method: 'POST', path: '/auth/v1/recover', body: '{{', headers: json },
  {
    name: 'verify (POST), unknown type',
    method: 'POST',
    path: '/auth/v1/verify',
    body: '{"type":"<script>","token":"x"}',
    headers: json,
  },
  {
    name: 'verify (POST), token an object',
    method: 'POST',
    path: '/auth/v1/verify',
    body: '{"type":"signup","token":{"a":1},"email":"a@example.test"}',
    headers: json,
  },
  { name: 'verify (GET), bogus token', method: 'GET', path: '/auth/v1/verify?token=%00%ff&type=signup', alsoOk: [303] },
  {
    name: 'verify (GET), broken encoding',
    method: 'GET',
    path: '/auth/v1/verify?token=%E0%A4%A&type=signup',
    alsoOk: [303],
  },
  {
    name: 'resend, wrong type',
    method: 'POST',
    path: '/auth/v1/resend',
    body: '{"type":1,"email":"a@example.test"}',
    headers: json,
  },
  {
    name: 'user update, malformed JSON',
    method: 'PUT',
    path: '/auth/v1/user',
    body: '{"data":',
    headers: json,
    user: true,
  },
  {
    name: 'user update, data a string',
    method: 'PUT',
    path: '/auth/v1/user',
    body: '{"data":"x"}',
    headers: json,
    user: true,
  },
  { name: 'logout, bogus scope', method: 'POST', path: '/auth/v1/logout?scope=everyone', user: true },
  {
    name: 'factors, junk',
    method: 'POST',
    path: '/auth/v1/factors',
    body: '{"factor_type":[]}',
    headers: json,
    user: true,
  },
  {
    name: 'factor challenge, not a uuid',
    method: 'POST',
    path: '/auth/v1/factors/..%2F..%2Fx/challenge',
    body: '{}',
    headers: json,
    user: true,
  },
  { name: 'unknown auth route', method: 'GET', path: '/auth/v1/invite' },
  { name: 'admin API without a token', method: 'GET', path: '/auth/v1/admin/users' },
  { name: 'admin API with a user token', method: 'GET', path: '/auth/v1/admin/users?page=x', user: true },
];

const rest: Row[] = [
  { name: 'select list unclosed', method: 'GET', path: '/rest/v1/blog_posts?select=id,(' },
  { name: 'select list embed unclosed', method: 'GET', path: '/rest/v1/blog_posts?select=*,author:profiles(' },
  { name: 'select list with SQL', method: 'GET', path: '/rest/v1/blog_posts?select=id;drop%20table%20blog_posts' },
  {
    name: 'select list quoted injection',
    method: 'GET',
    path: '/rest/v1/blog_posts?select=%22id%22%22;select%201;--%22',
  },
  { name: 'unknown column in select', method: 'GET', path: '/rest/v1/blog_posts?select=nope' },
  { name: 'unknown column in filter', method: 'GET', path: '/rest/v1/blog_posts?nope=eq.1' },
  { name: 'unknown operator', method: 'GET', path: '/rest/v1/blog_posts?title=sideways.1' },
  { name: 'operator without a value', method: 'GET', path: '/rest/v1/blog_posts?id=eq' },
  { name: 'bad uuid', method: 'GET', path: '/rest/v1/blog_posts?id=eq.not-a-uuid' },
  { name: 'bad boolean', method: 'GET', path: '/rest/v1/blog_posts?is_published=is.maybe' },
  { name: 'bad timestamp', method: 'GET', path: '/rest/v1/blog_posts?date=gt.yesterday-ish' },
  { name: 'in list unclosed', method: 'GET', path: '/rest/v1/blog_posts?title=in.(a,b' },
  { name: 'or group unclosed', method: 'GET', path: '/rest/v1/blog_posts?or=(title.eq.a,excerpt.eq.b' },
  { name: 'or group nested deep', method: 'GET', path: `/rest/v1/blog_posts?or=${'('.repeat(500)}` },
  { name: 'and with a bad column', method: 'GET', path: '/rest/v1/blog_posts?and=(nope.eq.1)' },
  { name: 'order direction unknown', method: 'GET', path: '/rest/v1/blog_posts?order=date.sideways' },
  { name: 'order by unknown column', method: 'GET', path: '/rest/v1/blog_posts?order=nope.desc' },
  { name: 'order by injection', method: 'GET', path: '/rest/v1/blog_posts?order=date;drop%20table%20x' },
  { name: 'limit not a number', method: 'GET', path: '/rest/v1/blog_posts?limit=abc' },
  { name: 'limit negative', method: 'GET', path: '/rest/v1/blog_posts?limit=-1' },
  { name: 'offset not a number', method: 'GET', path: '/rest/v1/blog_posts?offset=x' },
  {
    name: 'Range header garbage',
    method: 'GET',
    path: '/rest/v1/blog_posts',
    headers: { range: 'bytes=abc' },
    alsoOk: [200, 206],
  },
  { name: 'NUL in a filter value', method: 'GET', path: '/rest/v1/blog_posts?title=eq.a%00b', alsoOk: [200] },
  {
    name: 'broken percent-encoding in a value',
    method: 'GET',
    path: '/rest/v1/blog_posts?title=eq.%E0%A4%A',
    alsoOk: [200],
  },
  {
    name: 'SQL in a filter value (a harmless literal)',
    method: 'GET',
    path: "/rest/v1/blog_posts?title=eq.'%3Bdrop%20table%20blog_posts%3B--",
    alsoOk: [200],
  },
  {
    name: 'like with only wildcards',
    method: 'GET',
    path: '/rest/v1/blog_posts?title=like.%25%25%25%25',
    alsoOk: [200],
  },
  {
    name: '100 KB query string',
    method: 'GET',
    path: `/rest/v1/blog_posts?title=eq.${'a'.repeat(100_000)}`,
    alsoOk: [200],
  },
  { name: 'unknown table', method: 'GET', path: '/rest/v1/pg_shadow' },
  { name: 'table in another schema', method: 'GET', path: '/rest/v1/users', headers: { 'accept-profile': 'auth' } },
  { name: 'dotted table name', method: 'GET', path: '/rest/v1/auth.users' },
  { name: 'unknown function', method: 'POST', path: '/rest/v1/rpc/pg_sleep', body: '{"seconds":10}', headers: json },
  {
    name: 'insert, malformed JSON',
    method: 'POST',
    path: '/rest/v1/blog_posts',
    body: '{"title":',
    headers: json,
    user: true,
  },
  { name: 'insert, JSON scalar', method: 'POST', path: '/rest/v1/blog_posts', body: '42', headers: json, user: true },
  {
    name: 'insert, array of numbers',
    method: 'POST',
    path: '/rest/v1/blog_posts',
    body: '[1,2,3]',
    headers: json,
    user: true,
  },
  {
    name: 'insert, unknown column',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: '{"nope":1}',
    headers: json,
    user: true,
  },
  {
    // PostgREST stores a JSON object given for a text column as its JSON text: not an error.
    name: 'insert, object into a text column',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: '{"message":{"a":1}}',
    headers: json,
    user: true,
    alsoOk: [201],
  },
  {
    name: 'insert, string into a boolean',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: '{"message":"hi","is_bot":"maybe"}',
    headers: json,
    user: true,
  },
  {
    name: 'insert, bad uuid',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: '{"message":"hi","user_id":"me"}',
    headers: json,
    user: true,
  },
  {
    name: 'insert, NUL in text',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: JSON.stringify({ message: 'a\u0000b' }),
    headers: json,
    user: true,
  },
  {
    name: 'insert, 4 MB body',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: big(4 * 1024 * 1024),
    headers: json,
    user: true,
  },
  {
    name: 'insert, 20k-deep JSON',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: deep(20_000),
    headers: json,
    user: true,
  },
  {
    name: 'insert, invalid UTF-8',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: invalidUtf8,
    headers: json,
    user: true,
  },
  {
    name: 'insert, columns= unknown',
    method: 'POST',
    path: '/rest/v1/chat_history?columns=%22nope%22',
    body: '[{"nope":1}]',
    headers: json,
    user: true,
  },
  {
    name: 'insert, XML body',
    method: 'POST',
    path: '/rest/v1/chat_history',
    body: '<x/>',
    headers: { 'content-type': 'application/xml' },
    user: true,
  },
  {
    name: 'insert, on_conflict unknown column',
    method: 'POST',
    path: '/rest/v1/profiles?on_conflict=nope',
    body: '{"full_name":"x"}',
    headers: { ...json, prefer: 'resolution=merge-duplicates' },
    user: true,
  },
  {
    name: 'update, malformed JSON',
    method: 'PATCH',
    path: '/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000',
    body: '{"full_name"',
    headers: json,
    user: true,
  },
  {
    name: 'update, malformed filter',
    method: 'PATCH',
    path: '/rest/v1/profiles?id=eq(',
    body: '{"full_name":"x"}',
    headers: json,
    user: true,
  },
  { name: 'delete, malformed filter', method: 'DELETE', path: '/rest/v1/chat_history?or=(', user: true },
  { name: 'delete, unknown column', method: 'DELETE', path: '/rest/v1/chat_history?nope=eq.1', user: true },
];

const storage: Row[] = [
  {
    name: 'upload, ../ traversal (encoded)',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/..%2F..%2F..%2Fpackage.json',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, %2e%2e segment',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/%2e%2e/%2e%2e/x.png',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, backslash traversal',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/..%5C..%5Cx.png',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, NUL in key',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/a%00.png',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, broken percent-encoding',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/%E0%A4%A.png',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, 2000-character key',
    method: 'POST',
    path: `/storage/v1/object/images/blog-images/${'k'.repeat(2000)}.png`,
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, HTML bytes',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/page.png',
    body: '<html><script>alert(1)</script></html>',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'upload, SVG bytes',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/x.svg',
    body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    headers: { 'content-type': 'image/svg+xml' },
    user: true,
  },
  {
    name: 'upload, broken multipart',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/m.png',
    body: '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nxx',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    user: true,
  },
  {
    name: 'upload, multipart without boundary',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/m.png',
    body: 'xx',
    headers: { 'content-type': 'multipart/form-data' },
    user: true,
  },
  {
    name: 'upload, bad metadata header',
    method: 'POST',
    path: '/storage/v1/object/images/blog-images/meta.png',
    body: 'x',
    headers: { 'content-type': 'image/png', 'x-metadata': '%%%not-base64' },
    user: true,
  },
  {
    name: 'upload, bucket traversal',
    method: 'POST',
    path: '/storage/v1/object/..%2Fbuckets/x.png',
    body: 'x',
    headers: { 'content-type': 'image/png' },
    user: true,
  },
  {
    name: 'public read, traversal',
    method: 'GET',
    path: '/storage/v1/object/public/images/..%2F..%2F..%2Fpackage.json',
  },
  { name: 'public read, absolute key', method: 'GET', path: '/storage/v1/object/public/images/%2Fetc%2Fpasswd' },
  { name: 'public read, unknown bucket', method: 'GET', path: '/storage/v1/object/public/..%2F..%2Fetc/passwd' },
  {
    name: 'render, traversal',
    method: 'GET',
    path: '/storage/v1/render/image/public/images/..%2F..%2F..%2Fpackage.json?width=10',
  },
  { name: 'render, width not a number', method: 'GET', path: '/storage/v1/render/image/public/images/x.png?width=1e9' },
  {
    name: 'render, huge height',
    method: 'GET',
    path: `/storage/v1/render/image/public/images/x.png?height=${'9'.repeat(400)}`,
  },
  {
    name: 'render, quality out of range',
    method: 'GET',
    path: '/storage/v1/render/image/public/images/x.png?quality=0',
  },
  { name: 'render, unknown format', method: 'GET', path: '/storage/v1/render/image/public/images/x.png?format=svg' },
  { name: 'render, unknown resize', method: 'GET', path: '/storage/v1/render/image/public/images/x.png?resize=%00' },
  { name: 'render, missing object', method: 'GET', path: '/storage/v1/render/image/public/images/none.png?width=10' },
  {
    name: 'download, traversal',
    method: 'GET',
    path: '/storage/v1/object/authenticated/images/blog-images/..%2F..%2Fx',
    user: true,
  },
  {
    name: 'list, malformed JSON',
    method: 'POST',
    path: '/storage/v1/object/list/images',
    body: '{"prefix":',
    headers: json,
  },
  {
    name: 'list, wrong types',
    method: 'POST',
    path: '/storage/v1/object/list/images',
    body: '{"prefix":7,"limit":"ten","offset":{}}',
    headers: json,
  },
  {
    name: 'list, sort by injection',
    method: 'POST',
    path: '/storage/v1/object/list/images',
    body: '{"prefix":"","sortBy":{"column":"name;drop table x","order":"asc"}}',
    headers: json,
  },
  {
    name: 'list, negative limit',
    method: 'POST',
    path: '/storage/v1/object/list/images',
    body: '{"prefix":"","limit":-5}',
    headers: json,
  },
  {
    name: 'list, 1 MB body',
    method: 'POST',
    path: '/storage/v1/object/list/images',
    body: big(1024 * 1024),
    headers: json,
  },
  {
    name: 'remove, prefixes not a list',
    method: 'DELETE',
    path: '/storage/v1/object/images',
    body: '{"prefixes":"blog-images/x.png"}',
    headers: json,
    user: true,
  },
  {
    name: 'remove, traversal in prefixes',
    method: 'DELETE',
    path: '/storage/v1/object/images',
    body: '{"prefixes":["../../package.json"]}',
    headers: json,
    user: true,
    alsoOk: [200],
  },
  { name: 'bucket, traversal id', method: 'GET', path: '/storage/v1/bucket/..%2F..%2Fx' },
  { name: 'unknown storage route', method: 'POST', path: '/storage/v1/object/move', body: '{}', headers: json },
];

const health: Row[] = [
  { name: 'health with a query', method: 'GET', path: '/healthz?<script>=1', alsoOk: [200] },
  { name: 'health by POST', method: 'POST', path: '/healthz', body: '{"x":', headers: json },
];

/** What must never reach a client: stack frames, file paths, SQL, driver internals. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\n\s+at /],
  ['source path', /\.(ts|js|mjs):\d+/],
  ['node_modules', /node_modules/],
  ['file system path', /\/(work|home|tmp|usr)\//],
  ['SQL statement', /\b(select|insert into|delete from|update)\b[^"]*\b(from|where|values|set)\b/i],
  ['SQL syntax error', /syntax error at or near/i],
  ['driver internals', /node-postgres|libpq|RangeError|TypeError|SyntaxError: Unexpected/i],
];

describe.each(dbKinds())('bad input to every endpoint (%s)', (kind) => {
  let user: TestUser;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    user = await createUser(app.deps);
  });

  const rows = [...auth, ...rest, ...storage, ...health].map((r) => [r.method, r.path.slice(0, 70), r] as const);

  it.each(rows)('%s %s', async (_m, _p, row) => {
    const headers: Record<string, string> = { apikey: builtinPublishableKey, ...row.headers };
    if (row.user) headers.authorization = `Bearer ${user.accessToken}`;
    const res = await app.fetch(`${testSiteUrl}${row.path}`, {
      method: row.method,
      headers,
      body: row.body,
      redirect: 'manual',
    });
    const text = await res.text();
    const ok = (res.status >= 400 && res.status < 500) || (row.alsoOk ?? []).includes(res.status);
    expect(ok, `${row.name}: ${res.status} ${text.slice(0, 300)}`).toBe(true);
    for (const [what, pattern] of leaks) {
      expect(pattern.test(text), `${row.name}: response shows a ${what}: ${text.slice(0, 300)}`).toBe(false);
    }
    if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
      // A clear message: a JSON body with a readable message or error text.
      const body = JSON.parse(text) as Record<string, unknown>;
      const message = body.message ?? body.msg ?? body.error;
      expect(typeof message, `${row.name}: ${text.slice(0, 200)}`).toBe('string');
      expect((message as string).length).toBeGreaterThan(3);
    }
  });
});
