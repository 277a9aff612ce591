/** /hi/login: ./login.tsx with the account pages' Hindi words, which English pages never load (ADR 043). */
import '../../features/auth/provide-hi.ts';
export { default, meta } from './login.tsx';
