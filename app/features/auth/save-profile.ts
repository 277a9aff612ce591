import { refuse, write, type Notice, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { errorMessage } from './auth-errors.ts';
import { updateProfile } from './profile-data.ts';
import { loadSchemas } from './use-form-fields.ts';

const saved: Notice = { title: 'Profile updated', description: 'Your profile has been updated successfully' };
const failed = (err: unknown): Notice => ({
  title: 'Error',
  description: errorMessage(err, 'Failed to update profile. Please try again.'),
});

/**
 * Save Changes (the /profile clientAction): checks the submitted fields with the form's own
 * schema and saves full name, organization and role, with the spec's toasts. Signed out there is
 * nothing to save: the route guard has already sent the visitor to /login.
 */
export async function saveProfile(form: FormData): Promise<WriteResult> {
  const session = await readSession();
  if (session.status !== 'signed-in') return { ok: false };
  const { schemas, validate } = await loadSchemas();
  const checked = validate(schemas.profile, Object.fromEntries(form));
  if (!checked.ok) return refuse({ title: 'Error', description: Object.values(checked.errors).join(' ') });
  const userId = session.user.id;
  return write(
    async () => {
      const { error } = await updateProfile(await getSessionClient(), userId, checked.data);
      if (error) throw error;
    },
    { done: saved, failed },
  );
}
