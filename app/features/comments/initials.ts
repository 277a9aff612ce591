/** Avatar initials: the first letter of each word of the name, upper-cased, at most two (spec point 9). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}
