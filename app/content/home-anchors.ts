/** Section ids on the home page; the spec fixes these anchors. */
export const homeAnchors = {
  about: 'about',
  solutions: 'solutions',
  benefits: 'benefits',
  nvidia: 'nvidia',
  contact: 'contact',
} as const;
