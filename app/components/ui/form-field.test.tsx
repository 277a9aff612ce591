import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { formFieldCopy, formFieldCopyHi } from './form-field-copy.ts';
import { FormField } from './form-field.tsx';

/** The label of an optional field as a visitor sees it on the page at `path`. */
function optionalLabelAt(path: string): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <FormField label="Organization" optional>
        <input />
      </FormField>
    </MemoryRouter>,
  );
  return /<label[^>]*>(.*?)<\/label>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
}

describe('FormField "(optional)"', () => {
  it('is English on English pages, word for word as before', () => {
    expect(optionalLabelAt('/signup')).toBe('Organization (optional)');
    expect(optionalLabelAt('/history')).toBe('Organization (optional)');
  });

  it('is Hindi on pages under /hi', () => {
    expect(optionalLabelAt('/hi/signup')).toBe('Organization (वैकल्पिक)');
    expect(optionalLabelAt('/hi')).toBe('Organization (वैकल्पिक)');
  });

  it('has the same keys in both languages, and the Hindi follows the glossary', () => {
    expect(shapeOf(formFieldCopyHi)).toEqual(shapeOf(formFieldCopy));
    expect(hindiCopyProblems(formFieldCopyHi)).toEqual([]);
  });
});
