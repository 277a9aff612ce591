import { useState } from 'react';
import { ConfirmButton } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass, Options } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { Column } from '../../features/admin/admin-list.tsx';
import { listRoute, useRowWrite } from '../../features/admin/list-route.tsx';
import { failedWith } from '../../features/admin/staff-write.ts';
import { When } from '../../features/admin/table.tsx';
import {
  banDurations,
  banUser,
  deleteConsequence,
  deleteUser,
  isBanDuration,
  listUsers,
  resendConfirmation,
  setUserRole,
  unbanUser,
  type UserRow,
} from '../../features/admin/users-data.ts';
import { cn } from '../../lib/cn.ts';
import { refuse } from '../../lib/reader-data.ts';
import { useSession } from '../../lib/session.ts';
import { isStaffRole, staffRoles } from '../../lib/staff-role.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

const route = listRoute('users', listUsers);

export const { clientLoader, meta } = route;

/** Set role, Ban, Unban, Resend confirmation and Delete. */
export const clientAction = route.rowAction('email', 'The user', ({ id, label: email }, form) => ({
  role: () => {
    const value = form.get('role');
    const role = value === '' ? null : value;
    if (role !== null && !isStaffRole(role))
      return refuse({ title: 'Role not set', description: 'Choose a valid role.' });
    return [
      (s) => setUserRole(s, id, role),
      {
        title: 'Role set',
        description: role
          ? `${email} is now ${role}. It takes effect at their next sign-in or session refresh.`
          : `${email} is no longer staff.`,
      },
      failedWith('Role not set', 'The role could not be set. Please try again.'),
    ];
  },
  ban: () => {
    const duration = form.get('duration');
    if (!isBanDuration(duration)) return refuse({ title: 'User not banned', description: 'Choose how long.' });
    const label = banDurations.find((d) => d.value === duration)?.label.toLowerCase() ?? duration;
    return [
      (s) => banUser(s, id, duration),
      { title: 'User banned', description: `${email} is banned (${label}) and signed out.` },
      failedWith('User not banned', 'The user could not be banned. Please try again.'),
    ];
  },
  unban: [
    (s) => unbanUser(s, id),
    { title: 'User unbanned', description: `${email} can sign in again.` },
    failedWith('User not unbanned', 'The user could not be unbanned. Please try again.'),
  ],
  resend: [
    (s) => resendConfirmation(s, email),
    { title: 'Confirmation sent', description: `A new confirmation email is on its way to ${email}.` },
    failedWith('Confirmation not sent', 'The email could not be sent. Please try again later.'),
  ],
  delete: [
    (s) => deleteUser(s, id),
    { title: 'User deleted', description: `${email} and their posts and comments were deleted.` },
    failedWith('User not deleted', 'The user could not be deleted. Please try again.'),
  ],
}));

const columns: Column<UserRow>[] = [
  {
    head: 'Email',
    cell: (user) => (
      <>
        <span className="font-medium break-all text-slate-900">{user.email}</span>
        {user.name ? <span className="block text-slate-700">{user.name}</span> : null}
        <span className="block text-xs text-slate-600">
          {user.posts} {user.posts === 1 ? 'post' : 'posts'}, {user.comments}{' '}
          {user.comments === 1 ? 'comment' : 'comments'}
        </span>
        {user.createdAt ? (
          <span className="block text-xs text-slate-600">
            Joined <When iso={user.createdAt} />
          </span>
        ) : null}
      </>
    ),
  },
  {
    head: 'Confirmed',
    cell: (user) => (
      <Badge variant={user.confirmed ? 'teal' : 'accent'}>{user.confirmed ? 'Confirmed' : 'Not confirmed'}</Badge>
    ),
  },
  { head: 'Role', cell: (user) => <RoleForm user={user} /> },
  {
    head: 'Banned',
    className: 'text-slate-700',
    cell: (user) =>
      user.bannedUntil ? (
        <span>
          Until <When iso={user.bannedUntil} />
        </span>
      ) : (
        'No'
      ),
  },
  { head: 'Actions', cell: (user) => <UserActions user={user} /> },
];

export default route.page({
  noun: 'users',
  intro: (
    <>
      A new role reaches the user at their next sign-in, or within the hour when their session refreshes. Deleting a
      user: {deleteConsequence}
    </>
  ),
  search: 'Search by email',
  columns,
  empty: 'No users match this search.',
});

/**
 * A user row's writes: the role form and the actions share one fetcher (busy in one, busy in both).
 * `self`: the row is the signed-in staff member's own, whose role, ban and deletion are off.
 */
function useUserWrite(user: UserRow) {
  const self = user.id === useSession().user?.id;
  return { ...useRowWrite({ id: user.id, email: user.email }, `user:${user.id}`), self };
}

function RoleForm({ user }: { user: UserRow }) {
  const { busy, send, self } = useUserWrite(user);
  const [role, setRole] = useState<string>(user.role ?? '');
  const roleId = `role-${user.id}`;
  return (
    <form
      ref={markHydrated}
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send('role', { role });
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={roleId} className="sr-only">
          Role of {user.email}
        </Label>
        <select
          id={roleId}
          value={role}
          disabled={self}
          onChange={(e) => setRole(e.target.value)}
          className={cn(fieldClass, 'h-9 w-28')}
        >
          <option value="">None</option>
          <Options items={staffRoles.map((r) => ({ value: r, label: r }))} />
        </select>
      </div>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy || self || role === (user.role ?? '')}
        aria-label={`Set role of ${user.email}`}
      >
        Set role
      </Button>
    </form>
  );
}

function UserActions({ user }: { user: UserRow }) {
  const { busy, send, self } = useUserWrite(user);
  const [duration, setDuration] = useState<string>(banDurations[0].value);
  return (
    <div className="flex flex-wrap gap-2">
      {user.bannedUntil ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => send('unban')}
          aria-label={`Unban ${user.email}`}
        >
          Unban
        </Button>
      ) : (
        <ConfirmButton
          label="Ban"
          triggerLabel={`Ban ${user.email}`}
          disabled={busy || self}
          title={`Ban ${user.email}?`}
          description="They are signed out everywhere and cannot sign in until the ban ends or you unban them."
          confirmLabel="Ban user"
          onConfirm={() => send('ban', { duration })}
        >
          <Label htmlFor={`ban-${user.id}`}>How long</Label>
          <select
            id={`ban-${user.id}`}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            className={cn(fieldClass, 'mt-1.5 h-10')}
          >
            <Options items={banDurations} />
          </select>
        </ConfirmButton>
      )}
      {user.confirmed ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => send('resend')}
          aria-label={`Resend confirmation to ${user.email}`}
        >
          Resend confirmation
        </Button>
      )}
      <ConfirmButton
        label="Delete"
        triggerLabel={`Delete ${user.email}`}
        variant="destructive"
        disabled={busy || self}
        title={`Delete ${user.email}?`}
        description={`${deleteConsequence} (${user.posts} ${user.posts === 1 ? 'post' : 'posts'}, ${user.comments} ${user.comments === 1 ? 'comment' : 'comments'}.)`}
        confirmLabel="Delete user"
        onConfirm={() => send('delete')}
      />
    </div>
  );
}
