import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketImageTypes } from '../../rules/image-upload.ts';
import { imageTypes } from './sniff.ts';

describe("the browser's image rule and the bucket", () => {
  it('name the same types as the magic-byte check and the bucket migration', () => {
    expect([...bucketImageTypes].sort()).toEqual([...imageTypes].sort());
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0006_images_bucket.sql'),
      'utf8',
    );
    expect(migration).toContain(`'{${bucketImageTypes.join(',')}}'`);
  });
});
