/** /hi/signup: ./signup.tsx with the account pages' Hindi words, which English pages never load (ADR 043). */
import '../../features/auth/provide-hi.ts';
export { default, meta } from './signup.tsx';
