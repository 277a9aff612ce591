/**
 * Two of the account cards under the profile (sessions, your data), English as before; the Hindi
 * twin is ./account-copy.hi.ts (issue #29). The two-step cards are not translated yet.
 */
export const sessionsCopy = {
  title: "Where you're signed in",
  loadFailed: 'Your sessions could not be loaded. Reload the page to try again.',
  loading: 'Loading...',
  thisDevice: 'This device',
  lastActive: 'Last active ',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out other devices',
  signedOut: { title: 'Signed out other devices', description: 'Only this device is still signed in.' },
  errorTitle: 'Error',
  failed: 'Failed to sign out.',
} as const;

export const yourDataCopy = {
  title: 'Your data',
  downloadText:
    'Download your account, profile, posts, comments, chat history and the messages you sent us with this email address, as one file.',
  preparing: 'Preparing...',
  download: 'Download your data',
  downloaded: {
    title: 'Your data is downloaded',
    description: 'The file holds everything we keep about your account.',
  },
  downloadFailed: 'Download failed',
  tryAgain: 'Please try again.',
  deleteHeading: 'Delete your account',
  deleteBefore:
    'Your profile, chat history, pictures, sessions and sign-in details are deleted. Messages you sent through our forms are erased as our ',
  privacyPolicy: 'Privacy Policy',
  deleteAfter: ' says. This cannot be undone.',
  linkSentBefore: 'We sent a link to ',
  linkSentAfter: '. Open it within one hour to confirm; it works once.',
  checkEmail: 'Check your email',
  checkEmailText: (email: string) => `We sent a confirmation link to ${email}.`,
  sendFailed: 'Could not send the link',
  contentLegend: 'Your blog posts and comments',
  keep: 'Keep them, without my name',
  remove: 'Delete them too',
  sending: 'Sending...',
  ask: 'Email me a link to delete my account',
} as const;
