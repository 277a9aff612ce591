import '../../lib/provide-write-limit-hi.ts';
import { provideContactHindi } from './contact-copy.ts';
import * as hi from './copy.hi.ts';

/** The contact forms' Hindi words on the server (ADR 043); a Hindi page's browser loads them with the forms (`wordsReady`). */
provideContactHindi(hi);
