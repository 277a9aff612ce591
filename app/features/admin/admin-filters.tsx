import { Search } from 'lucide-react';
import { Form, useSubmit } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass, Input, Options } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';

export type FilterSelect = {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
};

/**
 * A staff list's search and filters as a GET form: the URL holds them (`?q=&form=&status=`), a
 * new filter starts at page 1, a select applies at once and the search on Enter or Search.
 */
export function AdminFilters({
  searchLabel,
  search,
  selects = [],
}: {
  searchLabel: string;
  search: string;
  selects?: FilterSelect[];
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      key={`${search}|${selects.map((s) => s.value).join('|')}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-56">
        <Label htmlFor="admin-search">{searchLabel}</Label>
        <Input id="admin-search" name="q" type="search" defaultValue={search} maxLength={200} />
      </div>
      {selects.map((select) => (
        <div key={select.name} className="flex flex-col gap-1.5">
          <Label htmlFor={`admin-filter-${select.name}`}>{select.label}</Label>
          <select
            id={`admin-filter-${select.name}`}
            name={select.name}
            defaultValue={select.value}
            className={cn(fieldClass, 'h-10 sm:w-44')}
            onChange={(e) => void submit(e.currentTarget.form, { replace: true })}
          >
            <Options items={select.options} />
          </select>
        </div>
      ))}
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}
