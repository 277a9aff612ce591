/**
 * Streaming multipart/form-data for uploads (busboy): the first file part is handed to
 * `onFile` as a stream while it arrives, small text fields are collected. Nothing is buffered
 * beyond busboy's own chunks; when `onFile` fails (too large, not an image) the request body
 * is abandoned at once. The whole body, every part and the bytes around them included, is
 * capped at `maxBytes` (413 EntityTooLarge at the first byte over): parts after the first file
 * are skipped, but never read without end.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { storageErrors } from './errors.ts';

export type MultipartResult<T> = { file: T; fields: Map<string, string> };

const limits = { fields: 16, fieldSize: 16 * 1024, files: 1, parts: 32, headerPairs: 32, fieldNameSize: 100 };

export function readMultipart<T>(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  onFile: (stream: AsyncIterable<Uint8Array>, info: { mimeType: string; filename?: string }) => Promise<T>,
  maxBytes: number,
): Promise<MultipartResult<T>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits });
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart body');
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const fields = new Map<string, string>();
  let filePromise: Promise<T> | undefined;
  let fileStream: Readable | undefined;

  return new Promise<MultipartResult<T>>((resolve, reject) => {
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      parser.destroy();
      // The file part may already be read to its end, with nobody left to hear its error.
      fileStream?.on('error', () => undefined).destroy(new Error('multipart upload aborted'));
      // Settle only once onFile has finished, so the caller can clean up what it stored.
      void Promise.resolve(filePromise)
        .catch(() => undefined)
        .then(() => reject(err));
    };
    parser.on('file', (_name, stream, info) => {
      if (filePromise) {
        stream.resume();
        return;
      }
      fileStream = stream;
      filePromise = onFile(stream, { mimeType: info.mimeType, filename: info.filename });
      filePromise.catch(fail);
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(storageErrors.invalidRequest(`Field ${name} is too large`));
      else fields.set(name, value);
    });
    parser.on('partsLimit', () => fail(storageErrors.invalidRequest('Too many parts')));
    parser.on('fieldsLimit', () => fail(storageErrors.invalidRequest('Too many fields')));
    parser.on('error', () => fail(storageErrors.invalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!filePromise) return fail(storageErrors.noContent());
      filePromise.then((file) => {
        if (settled) return;
        settled = true;
        resolve({ file, fields });
      }, fail);
    });
    source.on('error', (err) => fail(err));
    let received = 0;
    source.on('data', (chunk: Uint8Array) => {
      received += chunk.byteLength;
      if (received > maxBytes) fail(storageErrors.entityTooLarge());
    });
    source.pipe(parser);
  });
}
