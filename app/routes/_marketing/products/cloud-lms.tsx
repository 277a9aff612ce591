import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { cloudLms } from '../../../content/products/cloud-lms.ts';
import { staticRoute } from '../../../lib/static-route.ts';
import { cloudLmsSeo } from '../../../content/seo/cloud-lms.ts';

const crumbs = pageTrail(cloudLms.href, cloudLms.name);

export const meta = () => marketingMeta(cloudLmsSeo, crumbs);

export default staticRoute(function Page() {
  return <ProductPageView product={cloudLms} crumbs={crumbs} />;
});
