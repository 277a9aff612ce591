import '../../lib/provide-write-limit-hi.ts';
import { provideAuthHindi } from './auth-copy.ts';
import * as hi from './copy.hi.ts';

/** The account pages' Hindi words, imported only by the /hi routes and the server (ADR 043). */
provideAuthHindi(hi);
