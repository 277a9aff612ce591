import { describe, expect, it } from 'vitest';
import { withLabels } from './lang.ts';

describe('withLabels', () => {
  const links = [
    { label: 'Get Started', href: '/signup', variant: 'primary' },
    { label: 'Contact Sales', href: '/contact', variant: 'secondary' },
  ] as const;

  it('keeps each link and gives it its label, in order', () => {
    expect(withLabels(links, 'शुरू करें', 'बिक्री टीम से संपर्क करें')).toEqual([
      { label: 'शुरू करें', href: '/signup', variant: 'primary' },
      { label: 'बिक्री टीम से संपर्क करें', href: '/contact', variant: 'secondary' },
    ]);
    expect(links[0].label).toBe('Get Started');
  });

  it('refuses a label too few or too many', () => {
    expect(() => withLabels(links, 'शुरू करें')).toThrow('withLabels: 2 links, 1 labels');
    expect(() => withLabels(links, 'a', 'b', 'c')).toThrow('withLabels: 2 links, 3 labels');
  });
});
