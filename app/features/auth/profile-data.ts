import type { BrowserSupabase, Db } from '../../lib/supabase-types.ts';
import { avatarObjectPath, ownAvatarPath } from './avatar-file.ts';
import type { ProfileValues } from './auth-schemas.ts';

/** A row of public.profiles. */
export type Profile = {
  id: string;
  full_name: string | null;
  organization: string | null;
  role: string | null;
  avatar_url: string | null;
  updated_at: string;
};

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** Loads the signed-in user's profile (RLS shows each user only their own row). */
export async function getProfile(supabase: Db, userId: string) {
  return supabase.from('profiles').select('*').eq('id', userId).single<Profile>();
}

/** Saves the editable fields, and the name in the user's metadata so the header shows it. */
export async function updateProfile(supabase: BrowserSupabase, userId: string, values: ProfileValues) {
  const { error } = await supabase
    .from('profiles')
    .update({
      full_name: orNull(values.fullName),
      organization: orNull(values.organization),
      role: orNull(values.role),
      updated_at: new Date().toISOString(),
    })
    .eq('id', userId);
  if (error) return { error };
  const meta = await supabase.auth.updateUser({ data: { full_name: orNull(values.fullName) } });
  if (meta.error) console.warn('Profile saved, but the name in the session was not updated', meta.error);
  return { error: null };
}

/**
 * Uploads a new avatar to `images/avatars/{user id}/…`, saves its public URL as avatar_url and
 * in the user's metadata (the header reads it from the stored session), then removes the
 * previous avatar of this user. Returns the new URL.
 */
export async function replaceAvatar(
  supabase: BrowserSupabase,
  user: { id: string; fullName: string | null },
  file: File,
  previousUrl: string | null,
): Promise<string> {
  const path = avatarObjectPath(user.id, file);
  const bucket = (await supabase.storage()).from('images');
  const upload = await bucket.upload(path, file, { cacheControl: '3600', upsert: false, contentType: file.type });
  if (upload.error) throw upload.error;
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const { error } = await supabase
    .from('profiles')
    .update({ avatar_url: url, updated_at: new Date().toISOString() })
    .eq('id', user.id);
  if (error) throw error;
  const meta = await supabase.auth.updateUser({ data: { avatar_url: url, full_name: user.fullName } });
  if (meta.error) console.warn('Avatar saved, but the session was not updated', meta.error);
  const old = ownAvatarPath(previousUrl, user.id);
  if (old && old !== path) {
    const removed = await bucket.remove([old]);
    if (removed.error) console.warn('The previous avatar could not be removed', removed.error);
  }
  return url;
}
