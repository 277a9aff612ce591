import { describe, expect, it } from 'vitest';
import { avatarInitial, avatarObjectPath, checkImageFile, maxImageBytes, ownAvatarPath } from './avatar-file.ts';

describe('checkImageFile', () => {
  it('accepts the image types the bucket stores, up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1200 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: maxImageBytes })).toBeNull();
  });

  it('refuses other types with the spec texts', () => {
    const invalid = { title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)' };
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual(invalid);
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toEqual(invalid);
    expect(checkImageFile({ type: '', size: 10 })).toEqual(invalid);
  });

  it('refuses files over 5242880 bytes', () => {
    expect(checkImageFile({ type: 'image/png', size: 5242881 })).toEqual({
      title: 'File too large',
      description: 'Image must be less than 5MB',
    });
  });
});

describe('avatarObjectPath', () => {
  it("puts the file under the user's folder with a timestamp, a random part and the type's extension", () => {
    expect(avatarObjectPath('u-1', { type: 'image/jpeg' }, 1700000000000, 'ab12cd34')).toBe(
      'avatars/u-1/1700000000000-ab12cd34.jpg',
    );
    expect(avatarObjectPath('u-1', { type: 'image/png' })).toMatch(/^avatars\/u-1\/\d{13}-[0-9a-f]{8}\.png$/);
  });
});

describe('ownAvatarPath', () => {
  const base = 'http://localhost:3000/storage/v1/object/public/images/';
  it("finds the object path of the user's own avatar only", () => {
    expect(ownAvatarPath(`${base}avatars/u-1/1-a.png`, 'u-1')).toBe('avatars/u-1/1-a.png');
    expect(ownAvatarPath(`${base}avatars/u-2/1-a.png`, 'u-1')).toBeNull();
    expect(ownAvatarPath(`${base}blog-images/1-a.png`, 'u-1')).toBeNull();
    expect(ownAvatarPath('https://example.org/a.png', 'u-1')).toBeNull();
    expect(ownAvatarPath(null, 'u-1')).toBeNull();
  });
});

describe('avatarInitial', () => {
  it('uses the full name, else the email, upper-cased', () => {
    expect(avatarInitial('asha Verma', 'x@y.z')).toBe('A');
    expect(avatarInitial('  ', 'ravi@example.org')).toBe('R');
    expect(avatarInitial(null, 'ravi@example.org')).toBe('R');
    expect(avatarInitial(null, '')).toBe('?');
  });
});
