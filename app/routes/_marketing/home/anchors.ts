/** Section ids on the home page; the spec fixes these anchors. A module of its own: the contact section, hydrated at start-up, needs its id and none of the copy. */
export const homeAnchors = {
  about: 'about',
  solutions: 'solutions',
  benefits: 'benefits',
  nvidia: 'nvidia',
  contact: 'contact',
} as const;
