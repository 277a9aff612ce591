import { describe, expect, it } from 'vitest';
import { checkImageUpload, imageTooLarge, invalidImageType, maxImageBytes } from './image-upload.ts';

describe('checkImageUpload', () => {
  it('lets the types the bucket takes through, up to exactly 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
      expect(checkImageUpload({ type, size: maxImageBytes })).toBeNull();
  });

  it("gives image types the bucket refuses the spec's 'Invalid file type', not a failed upload", () => {
    for (const type of ['image/svg+xml', 'image/heic', 'image/heif', 'image/bmp', 'image/tiff', 'image/x-icon'])
      expect(checkImageUpload({ type, size: 1000 })).toEqual({
        title: 'Invalid file type',
        description: 'Please upload an image file (JPEG, PNG, etc.)',
      });
  });

  it('refuses what is not an image, or has no type at all (HEIC on some browsers)', () => {
    for (const type of ['text/plain', 'application/pdf', '', 'video/mp4'])
      expect(checkImageUpload({ type, size: 10 })).toBe(invalidImageType);
  });

  it("refuses more than 5 MB with the spec's message", () => {
    expect(checkImageUpload({ type: 'image/png', size: maxImageBytes + 1 })).toEqual({
      title: 'File too large',
      description: 'Image must be less than 5MB',
    });
    expect(imageTooLarge.title).toBe('File too large');
  });
});
