import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { pageTrail } from '../../../components/marketing/page-meta.ts';
import { aiLearning } from '../../../content/products/ai-learning.ts';

const crumbs = pageTrail(aiLearning.href, aiLearning.name);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={aiLearning} crumbs={crumbs} />;
}
