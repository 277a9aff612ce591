import { commentNotices } from './comment-notices.ts';

export type CommentCheck = { ok: true; content: string } | { ok: false; title: string; description: string };

/** Spec point 5: a comment is stored trimmed and may not be blank. */
export function checkComment(raw: string): CommentCheck {
  const content = raw.trim();
  if (!content) return { ok: false, ...commentNotices.empty };
  return { ok: true, content };
}
