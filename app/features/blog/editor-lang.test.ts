import { describe, expect, it } from 'vitest';
import { localPath } from '../../lib/local-path.ts';
import { editorLang, editorLink } from './editor-lang.ts';

describe('the editor opened from a Hindi page', () => {
  it('is linked with ?lang=hi from Hindi pages only, and stays an English-only path', () => {
    expect(editorLink('/blog/create', 'hi')).toBe('/blog/create?lang=hi');
    expect(editorLink('/blog/edit/abc', 'hi')).toBe('/blog/edit/abc?lang=hi');
    expect(editorLink('/blog/create', 'en')).toBe('/blog/create');
    expect(localPath(editorLink('/blog/edit/abc', 'hi'), 'hi')).toBe('/blog/edit/abc?lang=hi');
  });

  it('speaks Hindi only for ?lang=hi', () => {
    expect(editorLang('http://localhost/blog/create?lang=hi')).toBe('hi');
    expect(editorLang('http://localhost/blog/edit/abc?lang=hi&x=1')).toBe('hi');
    expect(editorLang('http://localhost/blog/create')).toBe('en');
    expect(editorLang('http://localhost/blog/create?lang=fr')).toBe('en');
  });
});
