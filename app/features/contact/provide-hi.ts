import { provideContactHindi } from './contact-copy.ts';
import * as hi from './copy.hi.ts';

/** The contact forms' Hindi words, loaded only on Hindi pages with the forms and by the server (ADR 043). */
provideContactHindi(hi);
