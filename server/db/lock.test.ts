import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses when a live process holds the lock, naming its pid', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock from a dead process', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999\n');
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), 'not a pid');
    lockDataDir(dir).release();
  });
});
