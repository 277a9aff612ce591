/** The image types the storage bucket accepts (it checks the file's first bytes as well). */
export const avatarTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The bucket's size limit: 5 MB (spec point 5). */
export const maxImageBytes = 5 * 1024 * 1024;

export type FileProblem = { title: string; description: string };

/** Checks a chosen image before it is uploaded; null when it may go. */
export function checkImageFile(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith('image/') || !(file.type in avatarTypes)) {
    return { title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)' };
  }
  if (file.size > maxImageBytes) return { title: 'File too large', description: 'Image must be less than 5MB' };
  if (file.size === 0) return { title: 'Invalid file type', description: 'The chosen file is empty.' };
  return null;
}

/** Where a user's avatar goes in the `images` bucket: `avatars/{user id}/{timestamp}-{random}.{ext}`. */
export function avatarObjectPath(
  userId: string,
  file: { type: string },
  now: number = Date.now(),
  random: string = crypto.randomUUID().slice(0, 8),
): string {
  const ext = avatarTypes[file.type] ?? 'img';
  return `avatars/${userId}/${now}-${random}.${ext}`;
}

/** The object path of a previous avatar of this user in the bucket, from its public URL. */
export function ownAvatarPath(publicUrl: string | null | undefined, userId: string): string | null {
  if (!publicUrl) return null;
  const marker = '/storage/v1/object/public/images/';
  const at = publicUrl.indexOf(marker);
  if (at < 0) return null;
  const path = decodeURIComponent(publicUrl.slice(at + marker.length).split(/[?#]/)[0] ?? '');
  return path.startsWith(`avatars/${userId}/`) && !path.includes('..') ? path : null;
}

/** The letter the avatar shows: of the full name, else of the email. */
export function avatarInitial(fullName: string | null | undefined, email: string): string {
  const source = fullName?.trim() || email.trim();
  return (Array.from(source)[0] ?? '?').toUpperCase();
}
