/** /hi/profile: ./profile.tsx with the account pages' and cards' Hindi words, which English pages never load (ADR 043). */
import '../features/auth/provide-hi.ts';
import '../features/account/provide-hi.ts';
export { default, meta, clientLoader, clientAction, HydrateFallback } from './profile.tsx';
