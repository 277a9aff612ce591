import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { arVrLabsProduct } from '#app/content/product-catalog.ts';
import { arVrLabs as english } from './copy.ts';
import { arVrLabsHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, arVrLabsHi);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const arVrLabs = useCopy();
  return <ProductPageView product={arVrLabsProduct} page={arVrLabs} />;
}
