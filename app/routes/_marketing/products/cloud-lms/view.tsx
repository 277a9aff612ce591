import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { cloudLmsProduct } from '#app/content/product-catalog.ts';
import { cloudLms } from './copy.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={cloudLmsProduct} page={cloudLms} />;
}
