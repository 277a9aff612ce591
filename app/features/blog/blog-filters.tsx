import { localPath } from '#app/lib/local-path.ts';
import { Search } from 'lucide-react';
import { blogCategories } from '#rules/blog-categories.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { allCategories } from './filter-posts.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';
import { useBlogCopy } from './use-blog-copy.ts';

const categories = [allCategories, ...blogCategories];

/**
 * Search box and category buttons. They sit in a GET form so they also work before hydration or
 * without JavaScript (Enter searches within the current category and keeps the page number; a
 * category button keeps the search); with JavaScript the changes apply as the visitor types or
 * clicks.
 */
export function BlogFilters({
  search,
  category,
  page,
  onSearch,
  onCategory,
}: {
  search: string;
  category: string;
  page: number;
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
}) {
  const { copy, lang } = useBlogCopy();
  return (
    <form
      ref={markHydrated}
      method="get"
      action={localPath('/blog', lang)}
      role="search"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        // With JavaScript the listing follows the form without a page load. A category button
        // submits the form (also when pressed before hydration and replayed then); Enter in the
        // search box changes nothing more: the search applies as the visitor types.
        e.preventDefault();
        const by = (e.nativeEvent as SubmitEvent).submitter;
        if (by instanceof HTMLButtonElement && by.name === 'category') onCategory(by.value || allCategories);
      }}
    >
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          name="q"
          aria-label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      {/* The form's default button: Enter in the search box submits through it, not through the
          first category button, so the category stays as it is. */}
      <button type="submit" tabIndex={-1} className="sr-only">
        {copy.searchSubmit}
      </button>
      <div role="group" aria-label={copy.categoryGroup} className="flex flex-wrap gap-2">
        {categories.map((name) => {
          const active = name === category;
          return (
            <button
              key={name}
              type="submit"
              name="category"
              value={name === allCategories ? '' : name}
              aria-pressed={active}
              className={buttonVariants({ variant: active ? 'default' : 'outline', size: 'sm', shape: 'pill' })}
            >
              {copy.categoryLabels[name] ?? name}
            </button>
          );
        })}
      </div>
      {/* After the buttons: a clicked category button's value comes first and wins. */}
      {category === allCategories ? null : <input type="hidden" name="category" value={category} />}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
    </form>
  );
}
