/** JSON for a <script> element: `<` is escaped so no string in the data can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
