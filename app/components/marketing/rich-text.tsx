import { cn } from '#app/lib/cn.ts';

/**
 * A content entry's rich text (ADR 038): HTML the server sanitised with the blog's allow-list when
 * it was written and again when the page loaded it (app/lib/content-load.server.ts; the studio's
 * preview with the same policy in the browser), so it is inserted as it is. `text` is what a card
 * built from the code's own copy has instead: plain text, escaped by React.
 */
export function RichText({
  html,
  text,
  className,
  lang,
}: {
  html?: string | undefined;
  text: string;
  className?: string;
  /** Set when the text is not in the page's language (an entry without its Hindi). */
  lang?: string | undefined;
}) {
  const classes = cn(
    '[&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-5',
    className,
  );
  if (html === undefined)
    return (
      <p lang={lang} className={className}>
        {text}
      </p>
    );
  return <div lang={lang} className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
