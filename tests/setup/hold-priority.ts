/**
 * For the admission tests: a request that holds the priority lane (what /auth/v1 runs under)
 * until the test lets it go.
 */
import type { Context } from 'hono';
import type { createAdmission } from '../../server/rest/admission.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the priority middleware open until the returned function is called. */
export function holdPriority(admission: ReturnType<typeof createAdmission>): () => Promise<void> {
  let end!: () => void;
  const done = admission.priority({} as Context, () => new Promise<void>((resolve) => (end = resolve)));
  return async () => {
    end();
    await done;
  };
}
