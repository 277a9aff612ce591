import * as lucideReact from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as formIcons from '../../features/contact/icons.tsx';
import * as cards from './cards.tsx';
import * as chrome from './chrome.tsx';
import type { IconProps } from './svg.tsx';

/** Each start-up icon, under lucide-react's name for it. */
const { SearchIcon: Search, ...chromeIcons } = chrome;
const ours: Record<string, ComponentType<IconProps>> = { ...chromeIcons, Search, ...cards, ...formIcons };

describe('the start-up icons', () => {
  it.each(Object.keys(ours))('%s draws what lucide-react draws', (name) => {
    const library = (lucideReact as unknown as Record<string, ComponentType<IconProps>>)[name];
    expect(library).toBeDefined();
    const props = { className: 'size-4', 'aria-hidden': true } as const;
    expect(renderToStaticMarkup(createElement(ours[name]!, props))).toBe(
      renderToStaticMarkup(createElement(library!, props)),
    );
  });
});
