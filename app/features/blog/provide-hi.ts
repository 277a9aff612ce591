import '../../lib/provide-write-limit-hi.ts';
import { blogCopyHi } from './blog-copy.hi.ts';
import { provideBlogNoticesHindi } from './blog-notices-in.ts';
import { blogNoticesHi } from './blog-notices.hi.ts';
import { provideBlogHindi } from './use-blog-copy.ts';

/** The blog's Hindi words, imported only by the /hi blog routes and the server (ADR 043). */
provideBlogHindi(blogCopyHi);
provideBlogNoticesHindi(blogNoticesHi);
