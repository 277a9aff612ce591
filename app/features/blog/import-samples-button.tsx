import { Download } from 'lucide-react';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { blogIntents } from './blog-notices.ts';
import { useBlogCopy } from './use-blog-copy.ts';

/** 'Import Sample Posts': the /blog clientAction imports the 18 bundled posts; the listing then reloads. */
export function ImportSamplesButton() {
  const { copy } = useBlogCopy();
  const importer = useFetcher();
  const busy = importer.state !== 'idle';
  return (
    <Button
      variant="outline"
      onClick={() => void importer.submit({ intent: blogIntents.importSamples }, { method: 'post' })}
      disabled={busy}
    >
      <Download aria-hidden="true" />
      {busy ? copy.importing : copy.importSamples}
    </Button>
  );
}
