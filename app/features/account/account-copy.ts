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

export const twoStepCopy = {
  title: 'Two-step verification',
  tryAgain: 'Please try again.',
  startFailed: 'Could not start the set-up',
  off: { title: 'Two-step verification is off', description: 'Sign-in asks for your password only.' },
  offFailed: 'Could not turn it off',
  onLabel: 'On.',
  onText: ' Signing in asks for a code from your authenticator app after your password.',
  turnOffLabel: 'Turn off two-step verification',
  turnOffTitle: 'Turn off two-step verification?',
  turnOffStaff: 'Without it your account loses access to the staff area until you set it up again.',
  turnOffReader: 'Signing in will then ask for your password only.',
  turnOff: 'Turn off',
  signInAgain: 'Sign in again with a code to change this.',
  protect:
    'Protect your account with a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) each time you sign in.',
  staffNeed: 'Staff accounts need it to open the staff area.',
  starting: 'Starting...',
  setUp: 'Set up two-step verification',
  enrol: {
    invalidFormat: 'Enter the 6 digits your authenticator app shows.',
    on: {
      title: 'Two-step verification is on',
      description: 'From now on, signing in asks for a code from your authenticator app.',
    },
    failed: 'That code did not work. Try the next one.',
    label: 'Set up two-step verification',
    steps: [
      'Open your authenticator app and add an account.',
      'Scan this QR code, or type the key below.',
      'Enter the 6-digit code the app shows.',
    ],
    qrAlt: 'QR code to add this account to your authenticator app',
    key: 'Key: ',
    code: 'Code from your app',
    cancel: 'Cancel',
    verifying: 'Verifying...',
    turnOn: 'Turn on',
  },
} as const;
