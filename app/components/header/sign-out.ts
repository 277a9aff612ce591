import { toast } from 'sonner';
import { getSupabase } from '../../lib/supabase.ts';

/** Statuses supabase-js reports when the session is already gone on the server: signed out anyway. */
const ignoredStatuses = new Set([401, 403, 404]);

export const signOutToasts = {
  success: { title: 'Signed out', description: 'You have successfully signed out' },
  errorTitle: 'Error',
} as const;

/**
 * Signs the visitor out through supabase-js (loaded on demand) and says how it went. The
 * session store follows supabase-js's SIGNED_OUT event, so the header updates by itself.
 */
export async function signOut(): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error && !ignoredStatuses.has(error.status ?? 0)) {
      toast.error(signOutToasts.errorTitle, { description: error.message });
      return;
    }
    toast.success(signOutToasts.success.title, { description: signOutToasts.success.description });
  } catch (err) {
    const message = err instanceof Error ? err.message : 'Could not sign out. Please try again.';
    toast.error(signOutToasts.errorTitle, { description: message });
  }
}
