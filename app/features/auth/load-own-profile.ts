import { readOr, type Viewer } from '../../lib/reader-data.ts';
import { getReadClient, readSession } from '../../lib/session.ts';
import { getProfile, type Profile } from './profile-data.ts';

export type OwnProfile = { viewer: Viewer; profile: Profile | null };

/**
 * The signed-in user's profile (the /profile clientLoader). Signed out there is nothing to load:
 * the route guard sends the visitor to /login. A failed load is only logged (spec point 8); the
 * form then starts from the account's own data.
 */
export async function loadOwnProfile(): Promise<OwnProfile> {
  const session = await readSession();
  if (session.status !== 'signed-in') return { viewer: null, profile: null };
  const userId = session.user.id;
  const profile = await readOr(
    async () => {
      const { data, error } = await getProfile(await getReadClient(), userId);
      if (error) throw error;
      return data;
    },
    'Failed to load profile',
    null,
  );
  return { viewer: userId, profile };
}
