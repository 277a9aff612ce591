import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { aiLearningProduct } from '#app/content/product-catalog.ts';
import { aiLearning } from './copy.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={aiLearningProduct} page={aiLearning} />;
}
