import { describe, expect, it } from 'vitest';
import { linkAction } from './link-input.ts';

describe('linkAction', () => {
  it('cancels on a dismissed prompt or an unchanged URL', () => {
    expect(linkAction(null, undefined)).toEqual({ kind: 'cancel' });
    expect(linkAction('https://a.in', 'https://a.in')).toEqual({ kind: 'cancel' });
  });
  it("removes the link for 'clear' (any case) or an empty answer", () => {
    expect(linkAction('clear', 'https://a.in')).toEqual({ kind: 'unset' });
    expect(linkAction(' CLEAR ', 'https://a.in')).toEqual({ kind: 'unset' });
    expect(linkAction('', 'https://a.in')).toEqual({ kind: 'unset' });
  });
  it('sets safe links and adds https:// to bare domains', () => {
    expect(linkAction('https://olabs.edu.in/', undefined)).toEqual({ kind: 'set', href: 'https://olabs.edu.in/' });
    expect(linkAction('ncert.nic.in', undefined)).toEqual({ kind: 'set', href: 'https://ncert.nic.in' });
    expect(linkAction('/blog', undefined)).toEqual({ kind: 'set', href: '/blog' });
    expect(linkAction('mailto:a@b.in', undefined)).toEqual({ kind: 'set', href: 'mailto:a@b.in' });
  });
  it('refuses javascript: and other unsafe schemes', () => {
    expect(linkAction('javascript:alert(1)', undefined)).toEqual({ kind: 'refused' });
    expect(linkAction(' JavaScript:alert(1)', undefined)).toEqual({ kind: 'refused' });
    expect(linkAction('data:text/html,x', undefined)).toEqual({ kind: 'refused' });
  });
});
