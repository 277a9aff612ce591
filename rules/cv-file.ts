/**
 * What a CV sent with a job application may be (ADR 029, #26): a PDF or a Word document (.docx),
 * at most 5 MB, recognised from its bytes, never from its name or the browser's type. A Word
 * 97–2003 document (.doc, an OLE compound file that may carry macros) is refused with its own
 * message saying how to send it instead. The application form checks a chosen file with these same functions
 * before sending, and the server checks the bytes it received (server/careers/).
 */

export const cvMaxBytes = 5 * 1024 * 1024;

export type CvType = 'pdf' | 'docx';

export const cvContentTypes: Readonly<Record<CvType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The `accept` attribute of the file field: a hint for the picker, not a check. */
export const cvAccept = '.pdf,.docx,application/pdf,' + cvContentTypes.docx;

export const cvMessages = {
  required: 'Please attach your CV (PDF or DOCX).',
  wrongType: 'Your CV must be a PDF or DOCX file. Please choose another file.',
  oldWord:
    'Word 97–2003 documents (.doc) are not accepted. Please save your CV as PDF or DOCX (in Word: File, Save As) and attach it again.',
  tooLarge: 'Your CV is larger than 5 MB. Please attach a smaller file.',
  empty: 'This file is empty. Please choose your CV again.',
} as const;

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE2 compound file
const zipMagic = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/**
 * The CV type of a whole file's bytes, or undefined. A DOCX is a ZIP whose central directory
 * names `[Content_Types].xml` and a `word/` entry (an .xlsx or a plain ZIP is not a CV).
 */
export function sniffCv(bytes: Uint8Array): CvType | undefined {
  if (startsWith(bytes, pdfMagic)) return 'pdf';
  if (startsWith(bytes, zipMagic) && zipHasWordEntry(bytes)) return 'docx';
  return undefined;
}

/** Whether the bytes are an OLE compound file (a Word 97–2003 .doc, among others). */
export function isOleFile(bytes: Uint8Array): boolean {
  return startsWith(bytes, oleMagic);
}

/** Whether a ZIP's central directory lists `[Content_Types].xml` and an entry under `word/`. */
export function zipHasWordEntry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  let contentTypes = false;
  let word = false;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return false;
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (name === '[Content_Types].xml') contentTypes = true;
    else if (name.startsWith('word/')) word = true;
    if (contentTypes && word) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** The problem with a CV's bytes, or undefined when it is acceptable. */
export function checkCv(bytes: Uint8Array): { type: CvType } | { problem: string } {
  if (bytes.length === 0) return { problem: cvMessages.empty };
  if (bytes.length > cvMaxBytes) return { problem: cvMessages.tooLarge };
  const type = sniffCv(bytes);
  if (type) return { type };
  return { problem: isOleFile(bytes) ? cvMessages.oldWord : cvMessages.wrongType };
}

/** A file name safe to show and to store as metadata: no path, no control characters, capped. */
export function cleanFileName(name: string, type: CvType): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const stem = [...base.replace(/\.[^.]*$/, '')].slice(0, 100).join('') || 'cv';
  return `${stem}.${type}`;
}
