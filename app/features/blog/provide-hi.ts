import { blogCopyHi } from './blog-copy.hi.ts';
import { provideBlogHindi } from './use-blog-copy.ts';

/** The blog's Hindi words, imported only by the /hi blog routes and the server (ADR 043). */
provideBlogHindi(blogCopyHi);
