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
 */
export type GzipTemplate = {
  /** The text's parts as UTF-8, between the holes. */
  parts: Buffer[];
  /** Each part deflated on its own, ending byte-aligned without a final block. */
  deflated: Buffer[];
};

/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const finalBlock = Buffer.from([0x03, 0x00]);
/** The most a stored block holds. */
const storedMax = 0xffff;

export function gzipTemplate(parts: readonly string[], level = 6): GzipTemplate {
  const utf8 = parts.map((part) => Buffer.from(part, 'utf8'));
  return {
    parts: utf8,
    deflated: utf8.map((part) => deflateRawSync(part, { level, finishFlush: constants.Z_SYNC_FLUSH })),
  };
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
  template.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(...fillBlocks);
      crc = crc32(fillBytes, crc);
      size += fillBytes.length;
    }
    chunks.push(deflated);
    const part = template.parts[i]!;
    crc = crc32(part, crc);
    size += part.length;
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
  template.parts.forEach((part, i) => {
    if (i > 0) chunks.push(fillBytes);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}
