import { Placeholder } from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isSafeUrl, linkRel, linkTarget } from '#rules/html-policy.ts';
import { cn } from '../../lib/cn.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

/** True when a paste or drop carries files (images included): the editor has no image support. */
function carriesFiles(data: DataTransfer | null): boolean {
  return !!data && Array.from(data.items ?? []).some((item) => item.kind === 'file');
}

/** Pasted HTML with embedded (base64/data) images is refused outright rather than half-kept. */
function carriesInlineImage(data: DataTransfer | null): boolean {
  return /<img[^>]+src\s*=\s*["']?\s*data:/i.test(data?.getData('text/html') ?? '');
}

/**
 * The post body editor (TipTap): headings 1 to 6 (the toolbar offers 1 and 2), bold, italic,
 * lists, quote, code and links; undo depth 100 with 500 ms grouping. Links must be safe
 * (no `javascript:`), and pasted or typed URLs become links that open in a new window with
 * noopener. No image extension: inline and base64 images cannot enter a post.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  contentClassName,
  labelledBy,
  invalid,
  placeholder = 'Write your post...',
  compact = false,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  contentClassName?: string;
  labelledBy: string;
  invalid?: boolean;
  placeholder?: string;
  /** A shorter editing area (the content studio's long fields), not a post body's. */
  compact?: boolean;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        undoRedo: { depth: 100, newGroupDelay: 500 },
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isSafeUrl(url),
          shouldAutoLink: (url) => isSafeUrl(url),
          HTMLAttributes: { target: linkTarget, rel: linkRel },
        },
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          compact ? 'min-h-[120px] px-4 py-3 focus:outline-none' : 'min-h-[300px] px-4 py-3 focus:outline-none',
          '[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-slate-500 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
          contentClassName,
        ),
      },
      handlePaste: (_view, event) => carriesFiles(event.clipboardData) || carriesInlineImage(event.clipboardData),
      handleDrop: (_view, event) => carriesFiles(event.dataTransfer),
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div
      className={cn(
        'rounded-md border bg-white focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600',
        invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      {editor ? <EditorToolbar editor={editor} /> : <div className="h-11 border-b border-slate-200" />}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className={compact ? 'min-h-[120px]' : 'min-h-[300px]'} aria-hidden="true" />
      )}
    </div>
  );
}
