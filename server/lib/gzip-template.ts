import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A text compressed once with holes in it, filled per response without compressing it again: a
 * kept page (server/site/page-cache.ts) differs per response only in its CSP nonce, and gzip at
 * level 6 of its ~100 KB was most of the CPU a kept page cost to send.
 *
 * A gzip member's deflate stream is a sequence of blocks (RFC 1951). Each part is compressed on
 * its own and ended with a sync flush (no final block, byte-aligned), so it refers to nothing
 * before it and the next block may start right after it. A fill goes in as a stored block
 * (uncompressed: a zero header byte, its length and the length's complement, the bytes), and an
 * empty final block ends the stream. The trailer's CRC-32 and length cover the whole text as
 * decompressed (RFC 1952), computed per response over the parts and fills (no compression).
 * A part is itself a run of pieces compressed on their own the same way, so a long text every page
 * holds (the inlined stylesheet) is compressed once per process, not per page.
 */
export type GzipTemplate = {
  /** The text between the holes: each part one or more pieces, in order. */
  parts: Piece[][];
};

/** A run of the text as UTF-8 and deflated on its own, ending byte-aligned without a final block. */
export type Piece = { text: Buffer; deflated: Buffer; shared: boolean };

/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const finalBlock = Buffer.from([0x03, 0x00]);
/** The most a stored block holds. */
const storedMax = 0xffff;

function piece(text: string, level: number, shared = false): Piece {
  const utf8 = Buffer.from(text, 'utf8');
  return { text: utf8, deflated: deflateRawSync(utf8, { level, finishFlush: constants.Z_SYNC_FLUSH }), shared };
}

/** Shared texts deflated once per process, by text (a handful: the build's stylesheets). */
const sharedPieces = new Map<string, Piece>();
const sharedMax = 16;

function sharedPiece(text: string, level: number): Piece {
  let found = sharedPieces.get(text);
  if (!found) {
    if (sharedPieces.size >= sharedMax) sharedPieces.delete(sharedPieces.keys().next().value!);
    found = piece(text, level, true);
    sharedPieces.set(text, found);
  }
  return found;
}

/**
 * `parts` compressed, the holes between them left to `gzipFilled`. `shared` names long texts that
 * recur in every page (the inlined stylesheet, half of a page's bytes): where a part holds one, it
 * is compressed once per process and reused, so a page costs the deflate of its own text only.
 */
export function gzipTemplate(
  parts: readonly string[],
  { level = 6, shared = [] }: { level?: number; shared?: readonly string[] } = {},
): GzipTemplate {
  const long = shared.filter((text) => text.length >= 1024);
  return {
    parts: parts.map((part) => {
      const pieces: Piece[] = [];
      let from = 0;
      for (;;) {
        let at = -1;
        let found = '';
        for (const text of long) {
          const i = part.indexOf(text, from);
          if (i !== -1 && (at === -1 || i < at)) [at, found] = [i, text];
        }
        if (at === -1) break;
        if (at > from) pieces.push(piece(part.slice(from, at), level));
        pieces.push(sharedPiece(found, level));
        from = at + found.length;
      }
      if (from < part.length || pieces.length === 0) pieces.push(piece(part.slice(from), level));
      return pieces;
    }),
  };
}

/** Bytes a template holds of its own (shared pieces are counted once, elsewhere). */
export function templateBytes(template: GzipTemplate): number {
  let n = 0;
  for (const part of template.parts) for (const p of part) if (!p.shared) n += p.text.length + p.deflated.length;
  return n;
}

/** Stored blocks holding `bytes` (none for an empty fill). */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += storedMax) {
    const chunk = bytes.subarray(at, at + storedMax);
    const head = Buffer.alloc(5);
    head[0] = 0; // BFINAL=0, BTYPE=00 (stored), padded to the byte boundary the flush left
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The text with `fill` in every hole, as a gzip member. */
export function gzipFilled(template: GzipTemplate, fill: string): Buffer {
  const fillBytes = Buffer.from(fill, 'utf8');
  const fillBlocks = stored(fillBytes);
  const chunks: Buffer[] = [header];
  let crc = 0;
  let size = 0;
  template.parts.forEach((pieces, i) => {
    if (i > 0) {
      chunks.push(...fillBlocks);
      crc = crc32(fillBytes, crc);
      size += fillBytes.length;
    }
    for (const { text, deflated } of pieces) {
      chunks.push(deflated);
      crc = crc32(text, crc);
      size += text.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(finalBlock, trailer);
  return Buffer.concat(chunks);
}

/** The text with `fill` in every hole, uncompressed. */
export function textFilled(template: GzipTemplate, fill: string): Buffer {
  const fillBytes = Buffer.from(fill, 'utf8');
  const chunks: Buffer[] = [];
  template.parts.forEach((pieces, i) => {
    if (i > 0) chunks.push(fillBytes);
    for (const { text } of pieces) chunks.push(text);
  });
  return Buffer.concat(chunks);
}
