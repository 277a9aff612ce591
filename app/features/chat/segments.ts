/** The shape of the assistant's answers: paragraphs and lists of plain strings and links. */
export type LinkSegment = { readonly text: string; readonly href: string };
export type Segment = string | LinkSegment;
export type Block =
  | { readonly kind: 'paragraph'; readonly segments: readonly Segment[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Segment[])[] };
export type Answer = readonly Block[];

export const p = (...segments: Segment[]): Block => ({ kind: 'paragraph', segments });
export const list = (...items: Segment[][]): Block => ({ kind: 'list', items });
export const link = (text: string, href: string): LinkSegment => ({ text, href });
