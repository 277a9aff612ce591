import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { pageTrail } from '../../../components/marketing/page-meta.ts';
import { cloudLms } from '../../../content/products/cloud-lms.ts';

const crumbs = pageTrail(cloudLms.href, cloudLms.name);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={cloudLms} crumbs={crumbs} />;
}
