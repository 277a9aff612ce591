import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { aiLearning } from '../../../content/products/ai-learning.ts';
import { staticRoute } from '../../../lib/static-route.ts';

const crumbs = pageTrail(aiLearning.href, aiLearning.name);

export const meta = () => marketingMeta(aiLearning.href, crumbs);

export default staticRoute(function Page() {
  return <ProductPageView product={aiLearning} crumbs={crumbs} />;
});
