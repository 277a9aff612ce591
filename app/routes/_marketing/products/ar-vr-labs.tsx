import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { arVrLabs } from '../../../content/products/ar-vr-labs.ts';
import { staticRoute } from '../../../lib/static-route.ts';
import { arVrLabsSeo } from '../../../content/seo/ar-vr-labs.ts';

const crumbs = pageTrail(arVrLabs.href, arVrLabs.name);

export const meta = () => marketingMeta(arVrLabsSeo, crumbs);

export default staticRoute(function Page() {
  return <ProductPageView product={arVrLabs} crumbs={crumbs} />;
});
