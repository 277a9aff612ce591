import { describe, expect, it } from 'vitest';
import { productCatalog } from './product-catalog.ts';
import { products } from './products.ts';

describe('product catalog', () => {
  it('matches the product modules field for field and in order', () => {
    expect(productCatalog).toEqual(
      products.map(({ slug, href, name, summary, icon }) => ({ slug, href, name, summary, icon })),
    );
  });
});
