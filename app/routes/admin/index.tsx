import { replace } from 'react-router';
import { staffAccess } from '../../features/admin/staff-access.ts';
import { sectionsFor } from '../../lib/staff-role.ts';

/** /admin: the first section the role may open. Everyone else stays on the not-found page. */
export async function clientLoader() {
  const access = await staffAccess();
  const [first] = sectionsFor(access.role);
  if (first) throw replace(`/admin/${first}`);
  return null;
}

export default function AdminIndex() {
  return null;
}
