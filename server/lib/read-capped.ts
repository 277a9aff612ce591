/**
 * A request body read whole, counting while it streams: past `limit` bytes the stream is
 * cancelled and `tooLarge()` thrown, so an endless body costs at most `limit` bytes of memory.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
