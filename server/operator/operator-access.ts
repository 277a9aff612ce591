/**
 * How operator commands reach a running server that holds the embedded database's lock: at start
 * the server writes DATA_DIR/admin.json (mode 0600: its pid, URL and a random bearer token made
 * for this start) and removes it on shutdown. Whoever can read that file can already read the
 * database files beside it, so the token grants nothing new; it keeps everyone else out.
 */
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type OperatorFile = { pid: number; url: string; token: string };

export function operatorFilePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'admin.json');
}

export type OperatorAccess = {
  readonly token: string;
  /** Writes admin.json once the server listens on `url`. */
  publish(url: string): void;
  /** Removes admin.json if it is still ours. */
  withdraw(): void;
};

export function createOperatorAccess(dataDir: string): OperatorAccess {
  const token = randomBytes(32).toString('base64url');
  const file = operatorFilePath(dataDir);
  return {
    token,
    publish(url) {
      const tmp = `${file}.${process.pid}.tmp`;
      const content: OperatorFile = { pid: process.pid, url, token };
      writeFileSync(tmp, `${JSON.stringify(content)}\n`, { mode: 0o600 });
      renameSync(tmp, file);
    },
    withdraw() {
      try {
        if (readOperatorFile(dataDir)?.token === token) unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}

/** The published admin.json, or undefined when absent or unreadable. */
export function readOperatorFile(dataDir: string): OperatorFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(operatorFilePath(dataDir), 'utf8')) as Partial<OperatorFile>;
    if (typeof parsed.pid !== 'number' || typeof parsed.url !== 'string' || typeof parsed.token !== 'string')
      return undefined;
    return { pid: parsed.pid, url: parsed.url, token: parsed.token };
  } catch {
    return undefined;
  }
}

/** Compares a presented bearer token with the expected one in constant time. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
