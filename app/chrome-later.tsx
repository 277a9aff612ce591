/**
 * The parts of the site chrome that the page does not need to start (ADR 010): the header's
 * account area, the auth notices and the toaster. They load together once the page has loaded
 * and the browser is idle (`deferred`, app/lib/static-html.tsx), with the session, supabase
 * loader and toast code they use. Until then the server's HTML stays: the account area's empty
 * box (the loading state), nothing for the other two. The root layout composes them (the auth
 * notices are the auth feature's, which components may not import).
 */
export { AuthEvents } from './features/auth/auth-events.tsx';
export { AuthControls } from './components/header/auth-controls.tsx';
export { Toaster } from './components/ui/toaster.tsx';
