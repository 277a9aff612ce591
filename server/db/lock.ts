import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly holderPid: number;
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another server process (pid ${pid}). ` +
        'Stop that process, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.holderPid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

/**
 * Takes the exclusive lock file `<dir>/server.lock` holding this process's pid. A lock left by
 * a dead process is taken over; a live holder makes this throw DataDirLockedError at once.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(path.resolve(dir), 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(path.resolve(dir), pid);
      }
      // Stale (dead holder or unreadable content): remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // another process may have removed it first
      }
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
