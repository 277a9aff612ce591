import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { aiLearning } from '../../../content/products/ai-learning.ts';
import { staticRoute } from '../../../lib/static-route.ts';
import { aiLearningSeo } from '../../../content/seo/ai-learning.ts';

const crumbs = pageTrail(aiLearning.href, aiLearning.name);

export const meta = () => marketingMeta(aiLearningSeo, crumbs);

export default staticRoute(function Page() {
  return <ProductPageView product={aiLearning} crumbs={crumbs} />;
});
