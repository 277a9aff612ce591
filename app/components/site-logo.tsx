/**
 * The site's logo (the same drawing as public/images/logo.svg, which the structured data links),
 * drawn inline: as an `<img>` every page made the browser fetch it and build a separate SVG
 * document for it, ~12 ms of main thread (~75 ms on a 6x slower CPU) after the first paint
 * (ADR 025). Decorative: the link around it says the site's name.
 */
export function SiteLogo() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={36}
      height={36}
      viewBox="0 0 64 64"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className="size-9"
    >
      <rect width="64" height="64" rx="14" fill="#3730A3" />
      <path d="M10 50L28 16L40 38L46 28L56 50Z" fill="#fff" />
      <path d="M22 50L28 38L34 50Z" fill="#3730A3" />
      <circle cx="48" cy="15" r="6" fill="#F59E0B" />
      <path d="M10 54h44" stroke="#5EEAD4" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
