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
});
