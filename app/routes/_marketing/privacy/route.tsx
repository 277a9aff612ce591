import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { privacySeo, privacySeoHi } from './seo.ts';
import { datedDocumentPage, renderedAtLoader } from '../page-frame.tsx';

export const handle: PageHandle = { seo: privacySeo, hi: privacySeoHi };

export const meta = pageMeta(handle);

export const loader = renderedAtLoader;

export default datedDocumentPage(() => import('./view.tsx'));
