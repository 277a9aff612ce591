/**
 * Share intents for X, LinkedIn and Facebook (opened in a new window, no opener). Each link's
 * words are the blog copy's `shareOn[network]`, in the page's language.
 */
export type ShareNetwork = 'x' | 'linkedin' | 'facebook';
export type ShareLink = { network: ShareNetwork; href: string };

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
