import { ProductPageView } from '../../../components/marketing/product-page.tsx';
import { pageTrail } from '../../../components/marketing/page-meta.ts';
import { arVrLabs } from '../../../content/products/ar-vr-labs.ts';

const crumbs = pageTrail(arVrLabs.href, arVrLabs.name);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  return <ProductPageView product={arVrLabs} crumbs={crumbs} />;
}
