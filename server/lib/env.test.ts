import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.AUTH_AUTOCONFIRM).toBe(false);
    expect(env.DEV_MAILBOX).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset and trims a trailing slash from SITE_URL', () => {
    const env = loadEnv({ DATABASE_URL: '', SITE_URL: 'https://example.org/', PORT: '8080' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('https://example.org');
    expect(env.PORT).toBe(8080);
  });

  it('reads REST_SCHEMAS as a trimmed list, public by default, and refuses an empty name', () => {
    expect(loadEnv({}).REST_SCHEMAS).toEqual(['public']);
    expect(loadEnv({ REST_SCHEMAS: ' public , personal' }).REST_SCHEMAS).toEqual(['public', 'personal']);
    expect(() => loadEnv({ REST_SCHEMAS: 'public,,personal' })).toThrow(EnvError);
  });

  it('lists every bad key at once', () => {
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', AUTH_AUTOCONFIRM: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const keys = (err as EnvError).issues.map((i) => i.split(':')[0]);
      expect(keys.sort()).toEqual(['AUTH_AUTOCONFIRM', 'DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    }
  });

  it('reads TRUST_PROXY as a number of proxy hops; true is one, false none; anything else is refused', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY: expected .*the number of reverse proxies/);
  });

  it("reads TRUST_PROXY as the proxies' addresses or subnets, as proxy-addr does (#26)", () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2' }).TRUST_PROXY).toEqual(['10.0.0.2']);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['10.0.0.300', '10.0.0.0/40', 'nginx', '10.0.0.1,,evil'])
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: expected the proxies' addresses or subnets/,
      );
  });

  it('checks the keys that go together', () => {
    expect(loadEnv({ STORAGE_BACKEND: 's3', S3_BUCKET: 'site-objects' }).STORAGE_BACKEND).toBe('s3');
    try {
      loadEnv({ STORAGE_BACKEND: 's3', S3_ACCESS_KEY_ID: 'id', SUPABASE_URL: 'https://x.supabase.co' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const keys = (err as EnvError).issues.map((i) => i.split(':')[0]);
      expect(keys.sort()).toEqual(['S3_BUCKET', 'S3_SECRET_ACCESS_KEY', 'SUPABASE_ANON_KEY']);
    }
  });

  it('refuses a service_role key where a browser would get it (SUPABASE_ANON_KEY, VITE_*)', () => {
    const jwt = (role: string) =>
      `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify({ role })).toString('base64url')}.c2ln`;
    const service = jwt('service_role');
    try {
      loadEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: service, VITE_KEY: service });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const issues = (err as EnvError).issues;
      expect(issues.map((i) => i.split(':')[0]).sort()).toEqual(['SUPABASE_ANON_KEY', 'VITE_KEY']);
      expect(issues[0]).toContain('must never reach a browser');
    }
    expect(loadEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: jwt('anon') }).SUPABASE_ANON_KEY).toBe(
      jwt('anon'),
    );
    // Elsewhere (a server-side variable) it is the operator's business.
    expect(() => loadEnv({ SERVICE_ROLE_KEY: service })).not.toThrow();
  });

  it('refuses DEV_MAILBOX unless SITE_URL is a loopback address, and says why', () => {
    for (const site of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(loadEnv({ DEV_MAILBOX: '1', SITE_URL: site, HOST: '127.0.0.1' }).DEV_MAILBOX).toBe(true);
    }
    for (const site of ['https://aravalilearning.in', 'http://10.0.0.5:3000', 'http://localhost.example.com']) {
      expect(() => loadEnv({ DEV_MAILBOX: 'true', SITE_URL: site, HOST: '127.0.0.1' })).toThrow(
        /DEV_MAILBOX: .*only allowed when SITE_URL is a loopback address/,
      );
    }
    expect(loadEnv({ DEV_MAILBOX: 'false', SITE_URL: 'https://aravalilearning.in' }).DEV_MAILBOX).toBe(false);
  });

  it('refuses DEV_MAILBOX without an explicit SITE_URL or on a non-loopback bind (#26)', () => {
    // The finding: SITE_URL unset, HOST=0.0.0.0, NODE_ENV=production served reset links to the network.
    expect(() => loadEnv({ DEV_MAILBOX: '1', HOST: '0.0.0.0', NODE_ENV: 'production' })).toThrow(
      /DEV_MAILBOX: .*SITE_URL is not set/,
    );
    expect(() => loadEnv({ DEV_MAILBOX: '1', HOST: '127.0.0.1' })).toThrow(/SITE_URL is not set/);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com'])
      expect(() => loadEnv({ DEV_MAILBOX: '1', SITE_URL: 'http://localhost:3000', HOST: host }), host).toThrow(
        new RegExp(`DEV_MAILBOX: .*HOST is ${host.replace(/\./g, '\\.')}`),
      );
    expect(() => loadEnv({ DEV_MAILBOX: '1', SITE_URL: 'http://localhost:3000' })).toThrow(/HOST is 0\.0\.0\.0/);
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost'])
      expect(loadEnv({ DEV_MAILBOX: '1', SITE_URL: 'http://localhost:3000', HOST: host }).DEV_MAILBOX, host).toBe(true);
    // npm run dev (NODE_ENV=development) may leave SITE_URL to its localhost default, on a loopback bind.
    expect(loadEnv({ DEV_MAILBOX: '1', NODE_ENV: 'development', HOST: '127.0.0.1' }).DEV_MAILBOX).toBe(true);
    expect(() => loadEnv({ DEV_MAILBOX: '1', NODE_ENV: 'development' })).toThrow(/HOST is 0\.0\.0\.0/);
  });

  it('reads the mail retry tuning, with defaults of 5 s and 24 h', () => {
    expect(loadEnv({})).toMatchObject({ MAIL_RETRY_BASE_SECONDS: 5, MAIL_GIVE_UP_HOURS: 24 });
    expect(loadEnv({ MAIL_RETRY_BASE_SECONDS: '1', MAIL_GIVE_UP_HOURS: '2' })).toMatchObject({
      MAIL_RETRY_BASE_SECONDS: 1,
      MAIL_GIVE_UP_HOURS: 2,
    });
    expect(() => loadEnv({ MAIL_RETRY_BASE_SECONDS: '0' })).toThrow(/MAIL_RETRY_BASE_SECONDS/);
  });
});
