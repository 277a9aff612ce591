import { ProductPageView } from '#app/components/marketing/product-page.tsx';
import { cloudLmsProduct } from '#app/content/product-catalog.ts';
import { cloudLms as english } from './copy.ts';
import { cloudLmsHi } from './copy.hi.ts';
import { pageWords } from '#app/lib/lang.ts';

/** The page's words in the page's language (ADR 043). */
const useCopy = pageWords(english, cloudLmsHi);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const cloudLms = useCopy();
  return <ProductPageView product={cloudLmsProduct} page={cloudLms} />;
}
