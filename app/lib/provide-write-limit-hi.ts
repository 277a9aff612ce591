import { provideWriteLimitHindi } from './write-limit.ts';
import * as hi from './write-limit.hi.ts';

/** The quota wording's Hindi, imported by the features' `provide-hi.ts` (Hindi pages and the server; ADR 043). */
provideWriteLimitHindi(hi);
