import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { getSessionClient } from '../../lib/session.ts';
import { importSamplePosts } from './import-sample-posts.ts';

/** 'Import Sample Posts': inserts the 18 bundled posts for the signed-in user, then reloads the list. */
export function ImportSamplesButton({
  user,
  onImported,
}: {
  user: SessionUser | null;
  onImported: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!user) {
      toast.error('Authentication required', { description: 'You must be logged in to import sample blog posts.' });
      return;
    }
    setBusy(true);
    try {
      const supabase = await getSessionClient();
      await importSamplePosts({ supabase, author: user.id, authorName: user.fullName ?? user.email });
      toast.success('Sample posts imported', { description: 'Sample blog posts have been successfully imported.' });
      await onImported();
    } catch {
      toast.error('Import failed', { description: 'Failed to import sample blog posts. Please try again.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? 'Importing...' : 'Import Sample Posts'}
    </Button>
  );
}
