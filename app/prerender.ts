/**
 * Static routes rendered to HTML at build time (their content never depends on the request).
 * Dynamic routes (blog, accounts) are server rendered per request.
 */
export const prerenderPaths: string[] = ['/'];
