import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { aiLearningProduct } from '#app/content/product-catalog.ts';
import { aiLearning as english } from './copy.ts';
import { aiLearningHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, aiLearningHi);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const aiLearning = useCopy();
  return <ProductPageView product={aiLearningProduct} page={aiLearning} />;
}
