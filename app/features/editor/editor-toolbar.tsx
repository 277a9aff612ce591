import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading1, Heading2, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
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

/** Headings 1 and 2, bold, italic, lists, quote, link, undo and redo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    fn(editor.chain().focus()).run();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
      <ToolButton label="Heading 1" active={s.h1} onClick={run((c) => c.toggleHeading({ level: 1 }))}>
        <Heading1 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Heading 2" active={s.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
        <Heading2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Bold" active={s.bold} onClick={run((c) => c.toggleBold())}>
        <Bold aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Italic" active={s.italic} onClick={run((c) => c.toggleItalic())}>
        <Italic aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Bullet list" active={s.bullet} onClick={run((c) => c.toggleBulletList())}>
        <List aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Numbered list" active={s.ordered} onClick={run((c) => c.toggleOrderedList())}>
        <ListOrdered aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Quote" active={s.quote} onClick={run((c) => c.toggleBlockquote())}>
        <Quote aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Link" active={s.link} onClick={() => editLink(editor)}>
        <Link2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Undo" disabled={!s.canUndo} onClick={run((c) => c.undo())}>
        <Undo2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Redo" disabled={!s.canRedo} onClick={run((c) => c.redo())}>
        <Redo2 aria-hidden="true" />
      </ToolButton>
    </div>
  );
}
