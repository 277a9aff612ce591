/** Placeholder: the marketing issue builds /robots.txt. */
export function loader() {
  return new Response('User-agent: *\nAllow: /\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
