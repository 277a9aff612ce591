import { squareImage } from '../../lib/image-url.ts';
import type { SessionUser } from '../../lib/session.ts';

/** The first letter of the full name, else of the email (as the profile page shows it). */
export function userInitial(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  const source = user.fullName?.trim() || user.email.trim();
  return (source[0] ?? '?').toUpperCase();
}

/** A round avatar: the user's picture, or their initial on the brand colour. Decorative. */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  if (user.avatarUrl) {
    return (
      <img
        {...squareImage(user.avatarUrl, size)}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {userInitial(user)}
    </span>
  );
}
