/** Naming for the throwaway PostgreSQL databases tests create (all start with "vt_"). */
export const goldenPrefix = 'vt_golden_';
export const testDbPrefix = 'vt_t_';

/** The same server, connected to the maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}

export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
