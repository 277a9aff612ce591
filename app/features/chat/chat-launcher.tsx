/** Placeholder: the chat issue builds the widget. Rendered on every page by the root layout. */
export function ChatLauncher() {
  return null;
}
