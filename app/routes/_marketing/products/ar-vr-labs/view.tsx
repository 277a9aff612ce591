import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { arVrLabsProduct } from '#app/content/product-catalog.ts';
import { arVrLabs } from './copy.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={arVrLabsProduct} page={arVrLabs} />;
}
