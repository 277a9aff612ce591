import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import { localPath } from '../../lib/local-path.ts';
import { useChrome } from '../../content/chrome-lang.ts';
import { useLang } from '../../lib/lang.ts';
import { signOut, type SessionUser } from '../../lib/session.ts';
import { UserAvatar } from './user-avatar.tsx';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The signed-in visitor's menu (Radix DropdownMenu: arrow keys, Escape, focus return). The
 * header loads it at the first press of the avatar (or when it is hovered or focused), so Radix
 * (~28 KB gzip) is in no visit's first seconds; `defaultOpen` opens it on that first press.
 */
export function AvatarMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { authLinks, chromeText } = useChrome();
  const lang = useLang();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={chromeText.trigger}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-slate-600">{chromeText.signedInAs}</span>
            <span className="block truncate text-sm font-medium text-slate-900">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={item}>
            <Link to={localPath(authLinks.profile.href, lang)}>
              <User aria-hidden="true" className="size-4" />
              {authLinks.profile.label}
            </Link>
          </DropdownMenu.Item>
          {user.role ? (
            <DropdownMenu.Item asChild className={item}>
              <Link to={authLinks.admin.href}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {authLinks.admin.label}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {chromeText.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
