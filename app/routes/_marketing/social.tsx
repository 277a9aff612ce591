import { redirect } from 'react-router';
import { site } from '#config/site.ts';
import type { Route } from './+types/social.ts';

/** /social/{network}: redirects to the company's profile (config/site.ts); unknown networks 404. */
export function loader({ params }: Route.LoaderArgs) {
  const profile = Object.values(site.social).find((s) => s.network === params.network);
  if (!profile) throw new Response('Not found', { status: 404 });
  return redirect(profile.url, 302);
}
