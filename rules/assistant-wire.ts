/**
 * GET /api/assistant?q= on the wire (ADR 039): for a question no keyword or synonym covers, the
 * one or two sentences of site content that best answer it, each with its page, and up to three
 * pages the site search found. Shared by the server (server/assistant/) and the chat panel.
 */
import { isSitePath } from './site-search.ts';

/** A sentence of site content, quoted as it is, and the page it comes from. */
export type SiteQuote = { readonly text: string; readonly title: string; readonly href: string };
export type SiteLink = { readonly text: string; readonly href: string };
export type AssistantResponse = { readonly quotes: readonly SiteQuote[]; readonly links: readonly SiteLink[] };

/** The longest quoted sentence, in characters. */
export const maxQuoteLength = 400;

const isText = (v: unknown, max: number) =>
  typeof v === 'string' && v.length > 0 && v.length <= max && !v.includes('\n');

/** Whether a value from the network has the shape of an assistant response (site paths only). */
export function isAssistantResponse(value: unknown): value is AssistantResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const quoteOk = (q: unknown) => {
    const r = q as Record<string, unknown> | null;
    return !!r && isText(r.text, maxQuoteLength) && isText(r.title, 300) && isSitePath(r.href);
  };
  const linkOk = (l: unknown) => {
    const r = l as Record<string, unknown> | null;
    return !!r && isText(r.text, 300) && isSitePath(r.href);
  };
  return (
    Array.isArray(v.quotes) &&
    v.quotes.length <= 2 &&
    v.quotes.every(quoteOk) &&
    Array.isArray(v.links) &&
    v.links.length <= 3 &&
    v.links.every(linkOk)
  );
}
