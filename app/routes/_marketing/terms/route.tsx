import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { termsSeo, termsSeoHi } from './seo.ts';
import { datedDocumentPage, renderedAtLoader } from '../page-frame.tsx';

export const handle: PageHandle = { seo: termsSeo, hi: termsSeoHi };

export const meta = pageMeta(handle);

export const loader = renderedAtLoader;

export default datedDocumentPage(() => import('./view.tsx'));
