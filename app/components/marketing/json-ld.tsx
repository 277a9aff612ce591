import { serializeJsonLd } from '../../lib/json-ld.ts';

/**
 * A page's own structured data as a script in its content (FAQPage, Event), rendered with the
 * static sections: the browser keeps the server's element, so neither the data nor its builder
 * is part of the start-up JavaScript (ADR 010). Crawlers read JSON-LD anywhere in the document.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
