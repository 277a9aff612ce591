/** A statement cancelled by its time budget: statement_timeout or the clock guard (SQLSTATE 57014). */
export function isStatementTimeout(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '57014';
}
