import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { sectionsFor, type AdminSection, type StaffRole } from '../../lib/staff-role.ts';

export const sectionTitles: Record<AdminSection, string> = {
  leads: 'Leads',
  webinars: 'Webinars',
  mail: 'Mail',
  comments: 'Comments',
  posts: 'Posts',
  content: 'Content',
  users: 'Users',
  activity: 'Activity',
  settings: 'Settings',
};

const link =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** The sections this role may open; Leads carries how many messages are New. */
export function AdminNav({ role, newLeads }: { role: StaffRole; newLeads: number | null }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {sectionsFor(role).map((section) => (
          <li key={section}>
            <NavLink to={`/admin/${section}`} className={link}>
              {({ isActive }) => (
                <>
                  {sectionTitles[section]}
                  {section === 'leads' && newLeads !== null && newLeads > 0 ? (
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        isActive ? 'bg-white text-brand-800' : 'bg-brand-100 text-brand-800',
                      )}
                    >
                      {newLeads}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
