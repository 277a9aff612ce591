import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import { cn } from '../../lib/cn.ts';
import { linkAction } from './link-input.ts';

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-40 [&_svg]:size-4',
        active ? 'bg-brand-100 text-brand-800' : 'text-slate-700',
      )}
    >
      {children}
    </button>
  );
}

function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const action = linkAction(
    window.prompt("Enter the link URL (type 'clear' to remove the link):", current ?? ''),
    current,
  );
  const chain = editor.chain().focus().extendMarkRange('link');
  if (action.kind === 'unset') chain.unsetLink().run();
  else if (action.kind === 'set') chain.setLink({ href: action.href }).run();
  else if (action.kind === 'refused')
    toast.error('Invalid link', { description: 'Only web, email and phone links are allowed.' });
}

type Chain = ReturnType<Editor['chain']>;

/** A toolbar button: a toggle shows whether it is on (`active`), undo and redo whether they can (`enabled`). */
type Tool = {
  label: string;
  Icon: LucideIcon;
  run: (editor: Editor) => void;
} & ({ active: (e: Editor) => boolean; enabled?: never } | { enabled: (e: Editor) => boolean; active?: never });

/** A command on the focused editor's chain. */
const chained = (fn: (c: Chain) => Chain) => (editor: Editor) => void fn(editor.chain().focus()).run();

/** Headings 1 and 2, bold, italic, lists, quote, link, undo and redo. */
const tools: readonly Tool[] = [
  {
    label: 'Heading 1',
    Icon: Heading1,
    active: (e) => e.isActive('heading', { level: 1 }),
    run: chained((c) => c.toggleHeading({ level: 1 })),
  },
  {
    label: 'Heading 2',
    Icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: chained((c) => c.toggleHeading({ level: 2 })),
  },
  { label: 'Bold', Icon: Bold, active: (e) => e.isActive('bold'), run: chained((c) => c.toggleBold()) },
  { label: 'Italic', Icon: Italic, active: (e) => e.isActive('italic'), run: chained((c) => c.toggleItalic()) },
  {
    label: 'Bullet list',
    Icon: List,
    active: (e) => e.isActive('bulletList'),
    run: chained((c) => c.toggleBulletList()),
  },
  {
    label: 'Numbered list',
    Icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: chained((c) => c.toggleOrderedList()),
  },
  { label: 'Quote', Icon: Quote, active: (e) => e.isActive('blockquote'), run: chained((c) => c.toggleBlockquote()) },
  { label: 'Link', Icon: Link2, active: (e) => e.isActive('link'), run: editLink },
  { label: 'Undo', Icon: Undo2, enabled: (e) => e.can().undo(), run: chained((c) => c.undo()) },
  { label: 'Redo', Icon: Redo2, enabled: (e) => e.can().redo(), run: chained((c) => c.redo()) },
];

export function EditorToolbar({ editor }: { editor: Editor }) {
  // Each tool's state, in the order of `tools`: on (a toggle) or possible (undo, redo).
  const states = useEditorState({
    editor,
    selector: ({ editor: e }) => tools.map((tool) => (tool.active ?? tool.enabled)(e)),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
      {tools.map(({ label, Icon, active, run }, i) => (
        <ToolButton
          key={label}
          label={label}
          active={active ? states[i] : undefined}
          disabled={active ? undefined : !states[i]}
          onClick={() => run(editor)}
        >
          <Icon aria-hidden="true" />
        </ToolButton>
      ))}
    </div>
  );
}
