/** /hi/blog/:id: ./post.tsx with the blog's and comments' Hindi words, which English pages never load (ADR 043). */
import '../../features/blog/provide-hi.ts';
import '../../features/comments/provide-hi.ts';
export { default, loader, clientLoader, clientAction, meta } from './post.tsx';
