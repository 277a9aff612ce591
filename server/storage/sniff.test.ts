import { describe, expect, it } from 'vitest';
import { disguised, images } from '../../tests/contract/storage-fixtures.ts';
import { describeContent, sniffImage, sniffStored } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffImage', () => {
  it.each(Object.entries(images))('recognises %s from its bytes', (mime, file) => {
    expect(sniffImage(file)).toBe(mime);
  });

  it('recognises AVIF by a compatible brand and rejects other ISO-BMFF files', () => {
    const ftyp = (major: string, ...compat: string[]) => {
      const size = 16 + 4 * compat.length;
      return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compat);
    };
    expect(sniffImage(ftyp('mif1', 'miaf', 'avif'))).toBe('image/avif');
    expect(sniffImage(ftyp('avis', 'msf1'))).toBe('image/avif');
    expect(sniffImage(ftyp('heic', 'mif1'))).toBeUndefined();
    expect(sniffImage(ftyp('isom', 'mp41'))).toBeUndefined();
  });

  it('rejects truncated signatures, text and markup', () => {
    expect(sniffImage(bytes([0x89], 'PNG'))).toBeUndefined();
    expect(sniffImage(bytes('GIF88a'))).toBeUndefined();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
    for (const file of Object.values(disguised)) expect(sniffImage(file)).toBeUndefined();
    expect(sniffImage(new Uint8Array(0))).toBeUndefined();
  });
});

describe('describeContent', () => {
  it.each(Object.entries(disguised))('calls it %s', (mime, file) => {
    expect(describeContent(file)).toBe(mime);
  });

  it('sees SVG without an XML prolog, HTML fragments, and binary', () => {
    expect(describeContent(new TextEncoder().encode('\uFEFF  <svg width="1">'))).toBe('image/svg+xml');
    expect(describeContent(bytes('<img src=x onerror=alert(1)>'))).toBe('text/html');
    expect(describeContent(bytes([0, 1, 2, 3, 0xff, 0xfe, 0x10, 0x11]))).toBe('application/octet-stream');
    expect(describeContent(new Uint8Array(0))).toBe('application/octet-stream');
  });
});

describe('sniffStored', () => {
  it('recognises a PDF by its header only', () => {
    expect(sniffStored(bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj'))).toBe('application/pdf');
    expect(sniffStored(bytes('%PDF-1.4\n1 0 obj <<>> endobj\n'))).toBe('application/pdf');
    expect(sniffStored(bytes('%PDF-x.4\n1 0 obj'))).toBe('text/plain');
    expect(sniffStored(bytes('  %PDF-1.4\n1 0 obj'))).toBe('text/plain');
    expect(sniffStored(bytes('%PDF-1'))).toBe('text/plain');
  });
});
