import { useContent } from '#app/lib/content-data.ts';
import { whitepaperFromRow, type ContentWhitepaper } from '#rules/content-model.ts';

/**
 * The live whitepapers (the studio's, in its order): the library's cards and the access form's
 * choices. An unpublished one leaves both; the form sends the chosen paper's title, which the
 * server matches against the live ones (server/content/content-reads.ts).
 */
export function useWhitepapers(): readonly ContentWhitepaper[] {
  return useContent()
    .filter((row) => row.type === 'whitepaper')
    .map(whitepaperFromRow);
}
