/** /hi/blog: ./index.tsx with the blog's Hindi words, which English pages never load (ADR 043). */
import '../../features/blog/provide-hi.ts';
export { default, loader, clientLoader, clientAction, meta } from './index.tsx';
