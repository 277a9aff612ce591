import { useState, type FormEvent } from 'react';
import { getSessionClient } from '../../lib/session.ts';
import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import type { SchemaName } from './auth-schemas.ts';
import type { Parse, Parsed } from './use-form-fields.ts';

/**
 * The submit of an account form that talks to supabase-js: `submit` checks the values against the
 * named schema (`parse` of useFormFields), and unless a submission is under way, sets `busy`,
 * clears the last `failure` and runs `send` with the session's client; whatever fails on the way
 * (the client included) goes to `failed`. `busy` is false again afterwards.
 */
export function useAuthSubmit<F>(parse: Parse) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);

  async function submit<N extends SchemaName>(
    name: N,
    e: FormEvent,
    send: (data: Parsed<N>, supabase: BrowserSupabase) => Promise<void>,
    failed: (err: unknown, data: Parsed<N>) => void,
  ) {
    const data = await parse(name, e);
    if (!data || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(data, await getSessionClient());
    } catch (err) {
      failed(err, data);
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, submit };
}
