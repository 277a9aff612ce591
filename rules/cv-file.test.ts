import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkCv, cleanFileName, cvMaxBytes, cvMessages, sniffCv } from './cv-file.ts';

/** A minimal ZIP (stored entries) with the given names, as a .docx or .xlsx is laid out. */
export function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = deflateRawSync(Buffer.from('<x/>'));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe('CV files', () => {
  it('recognises PDF, DOC and DOCX by their bytes', () => {
    expect(sniffCv(Buffer.from('%PDF-1.7\n%…'))).toBe('pdf');
    expect(sniffCv(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(sniffCv(zipWith(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
  });

  it('refuses other files whatever their name says', () => {
    expect(sniffCv(Buffer.from('MZ\x90\x00 this is an exe'))).toBeUndefined();
    expect(sniffCv(zipWith(['[Content_Types].xml', 'xl/workbook.xml']))).toBeUndefined();
    expect(sniffCv(Buffer.from('PK\x03\x04 truncated'))).toBeUndefined();
    expect(sniffCv(Buffer.from('%PD'))).toBeUndefined();
    expect(checkCv(Buffer.from('hello'))).toEqual({ problem: cvMessages.wrongType });
    expect(checkCv(Buffer.alloc(0))).toEqual({ problem: cvMessages.empty });
    const big = Buffer.alloc(cvMaxBytes + 1);
    big.write('%PDF-');
    expect(checkCv(big)).toEqual({ problem: cvMessages.tooLarge });
  });

  it('keeps a safe file name with the sniffed extension', () => {
    expect(cleanFileName('C:\\Users\\me\\My CV.PDF', 'pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd', 'doc')).toBe('passwd.doc');
    expect(cleanFileName('"\n.docx', 'docx')).toBe('cv.docx');
  });
});
