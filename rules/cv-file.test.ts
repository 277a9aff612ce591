import { describe, expect, it } from 'vitest';
import { zipWith } from '../tests/factories/zip.ts';
import { checkCv, cleanFileName, cvMaxBytes, cvMessages, sniffCv } from './cv-file.ts';

describe('CV files', () => {
  it('recognises PDF and DOCX by their bytes', () => {
    expect(sniffCv(Buffer.from('%PDF-1.7\n%…'))).toBe('pdf');
    expect(sniffCv(zipWith(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
  });

  it('refuses a Word 97–2003 .doc (OLE) with its own message, and a ZIP without [Content_Types].xml (#26)', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(sniffCv(ole)).toBeUndefined();
    expect(checkCv(ole)).toEqual({ problem: cvMessages.oldWord });
    expect(cvMessages.oldWord).toMatch(/PDF or DOCX/);
    expect(sniffCv(zipWith(['word/document.xml']))).toBeUndefined();
    expect(checkCv(zipWith(['word/document.xml']))).toEqual({ problem: cvMessages.wrongType });
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
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('"\n.docx', 'docx')).toBe('cv.docx');
  });
});
