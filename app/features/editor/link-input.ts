import { isSafeUrl } from '#rules/html-policy.ts';

export type LinkAction = { kind: 'cancel' } | { kind: 'unset' } | { kind: 'set'; href: string } | { kind: 'refused' };

/**
 * What the link tool does with the text typed into its prompt: nothing when cancelled or left
 * unchanged, remove the link for an empty answer or 'clear', refuse unsafe schemes such as
 * `javascript:`, else set the link (a bare domain gets https://).
 */
export function linkAction(answer: string | null, current: string | undefined): LinkAction {
  if (answer === null) return { kind: 'cancel' };
  const value = answer.trim();
  if (value === '' || value.toLowerCase() === 'clear') return { kind: 'unset' };
  if (value === current) return { kind: 'cancel' };
  const href = /^[a-z][a-z0-9+.-]*:/i.test(value) || /^[/#?]/.test(value) ? value : `https://${value}`;
  return isSafeUrl(href) ? { kind: 'set', href } : { kind: 'refused' };
}
