import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { WriteResult } from '../../lib/reader-data.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { fieldClass, Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { blogCategories } from '#rules/blog-categories.ts';
import { cn } from '../../lib/cn.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { draftToForm, toPostFields, type PostDraft, type PostInputError } from './post-input.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

export type EditorSlot = (props: {
  id: string;
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
}) => ReactNode;

const saveLabels = {
  create: { idle: 'Create Post', busy: 'Creating...' },
  edit: { idle: 'Update Post', busy: 'Updating...' },
} as const;

export const emptyDraft: PostDraft = {
  title: '',
  excerpt: '',
  content: '',
  category: blogCategories[0],
  imageUrl: '',
  isPublished: false,
};

/**
 * The post editor form (create and edit). A missing field is pointed out here at once; a valid
 * draft goes to the route's clientAction (save-post.ts), which saves it and moves on. The
 * rich-text editor comes in through `editor` so this feature does not import the editor feature
 * (the route composes them).
 */
export function PostForm({
  mode,
  initial,
  editor,
}: {
  mode: 'create' | 'edit';
  initial: PostDraft;
  editor: EditorSlot;
}) {
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<PostInputError['field'] | null>(null);
  const save = useFetcher<WriteResult>();
  // Busy from the submission until the page has moved on (or the save failed).
  const saving = save.state !== 'idle';
  const set: Setter = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = toPostFields(draft);
    if (!checked.ok) {
      setInvalid(checked.error.field);
      toast.error(checked.error.title, { description: checked.error.description });
      document.getElementById(`post-${checked.error.field}`)?.focus();
      return;
    }
    setInvalid(null);
    void save.submit(draftToForm(draft), { method: 'post' });
  }

  return (
    <form ref={markHydrated} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <PostTextFields draft={draft} invalid={invalid} set={set} />
      <CoverImageField value={draft.imageUrl} onChange={(url) => set('imageUrl', url)} />
      <div className="flex flex-col gap-1.5">
        <Label id="post-content-label" htmlFor="post-content">
          Content
        </Label>
        {editor({
          id: 'post-content',
          labelledBy: 'post-content-label',
          value: draft.content,
          onChange: (html) => set('content', html),
          invalid: invalid === 'content',
        })}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={draft.isPublished}
          onChange={(e) => set('isPublished', e.target.checked)}
        />
        Publish this blog post
      </label>
      <div className="flex justify-end gap-3">
        <Link to="/blog" className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? saveLabels[mode].busy : saveLabels[mode].idle}
        </Button>
      </div>
    </form>
  );
}

type Setter = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => void;

/** Title, excerpt (3 rows) and category. */
function PostTextFields({
  draft,
  invalid,
  set,
}: {
  draft: PostDraft;
  invalid: PostInputError['field'] | null;
  set: Setter;
}) {
  // A text field's id, value, invalid mark and change handler.
  const bind = (key: 'title' | 'excerpt') => ({
    id: `post-${key}`,
    value: draft[key],
    'aria-invalid': invalid === key || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-title">Title</Label>
        <Input {...bind('title')} maxLength={200} placeholder="Enter a title for your post" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-excerpt">Excerpt</Label>
        <Textarea
          {...bind('excerpt')}
          rows={3}
          maxLength={500}
          placeholder="A short summary shown on the blog listing"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-category">Category</Label>
        <select
          id="post-category"
          className={cn(fieldClass, 'h-10')}
          value={draft.category}
          onChange={(e) => set('category', e.target.value)}
        >
          {blogCategories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
    </>
  );
}

export function PostFormSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-6" aria-busy="true" aria-label="Loading post">
      <div className="h-10 w-full rounded bg-slate-200" />
      <div className="h-20 w-full rounded bg-slate-200" />
      <div className="h-10 w-1/2 rounded bg-slate-200" />
      <div className="h-[300px] w-full rounded bg-slate-200" />
    </div>
  );
}
