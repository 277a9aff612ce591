import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, paginationWindow, type PageItem } from './pagination-window.ts';

/** Renders a window as text: numbers and '…'. */
const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationWindow', () => {
  it('1 page: just the page (the listing hides pagination then)', () => {
    expect(show(paginationWindow(1, 1))).toBe('1');
  });

  it('2 pages: both pages from either end', () => {
    expect(show(paginationWindow(1, 2))).toBe('1 2');
    expect(show(paginationWindow(2, 2))).toBe('1 2');
  });

  it('3 pages: every page is first, last or next to the current one', () => {
    for (const current of [1, 2, 3]) expect(show(paginationWindow(current, 3))).toBe('1 2 3');
  });

  it('10 pages', () => {
    expect(show(paginationWindow(1, 10))).toBe('1 2 … 10');
    expect(show(paginationWindow(2, 10))).toBe('1 2 3 … 10');
    expect(show(paginationWindow(3, 10))).toBe('1 2 3 4 … 10');
    expect(show(paginationWindow(4, 10))).toBe('1 … 3 4 5 … 10');
    expect(show(paginationWindow(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationWindow(8, 10))).toBe('1 … 7 8 9 10');
    expect(show(paginationWindow(9, 10))).toBe('1 … 8 9 10');
    expect(show(paginationWindow(10, 10))).toBe('1 … 9 10');
  });

  it('20 pages', () => {
    expect(show(paginationWindow(1, 20))).toBe('1 2 … 20');
    expect(show(paginationWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(paginationWindow(19, 20))).toBe('1 … 18 19 20');
    expect(show(paginationWindow(20, 20))).toBe('1 … 19 20');
  });

  it('4 pages: the second-to-last page is an ellipsis when outside the window', () => {
    expect(show(paginationWindow(1, 4))).toBe('1 2 … 4');
    expect(show(paginationWindow(4, 4))).toBe('1 … 3 4');
  });

  it('gives the two ellipses distinct keys', () => {
    const keys = paginationWindow(10, 20).flatMap((i) => (i.kind === 'ellipsis' ? [i.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });
});

describe('pageCount and clampPage', () => {
  it('rounds up by 6', () => {
    expect([0, 1, 6, 7, 12, 13, 18, 120].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3, 3, 20]);
  });

  it('clamps to the last page and to 1', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});
