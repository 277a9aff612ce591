/**
 * The account pages' words (sign-up, sign-in, forgot and reset password, second factor), in one
 * module so the Hindi pages mirror them key for key (./copy.hi.ts, issue #29). English as the
 * spec has it.
 */
import { rolePlaceholder } from './role-field.ts';

export const pages = {
  signup: {
    metaTitle: 'Create an account',
    metaDescription: 'Create your Aravali Learning account to write for the community blog and keep your chat history.',
    title: 'Create an account',
    description: 'Enter your details to get started.',
  },
  login: {
    metaTitle: 'Sign in',
    metaDescription: 'Sign in to your Aravali Learning account.',
    title: 'Sign in',
    description: 'Welcome back. Enter your email and password.',
  },
  forgotPassword: {
    metaTitle: 'Reset your password',
    metaDescription: 'Get a link to set a new password for your Aravali Learning account.',
    title: 'Forgot your password?',
    description: 'Enter your email and we will send you a link to reset it.',
  },
  resetPassword: {
    metaTitle: 'Set a new password',
    metaDescription: 'Set a new password for your account.',
    title: 'Set a new password',
  },
} as const;

export const fields = {
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  organization: 'Organization',
  role: 'Role',
  rolePlaceholder,
  passwordHint: 'At least 6 characters.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  showPassword: 'Show password',
} as const;

/** The toast once a person is signed in: by the sign-in form, or by an email link of no other kind. */
const welcomeBack = { title: 'Welcome back!', description: 'You have successfully signed in' } as const;

export const signup = {
  submit: 'Create account',
  busy: 'Creating account...',
  signInLink: 'Already have an account? Sign in',
  created: { title: 'Account created', description: 'Please check your email for confirmation link' },
  errorTitle: 'Error',
  failed: 'Failed to create account. Please try again.',
} as const;

export const login = {
  failed: 'Failed to sign in. Please check your credentials.',
  alertTitle: 'Sign-in failed',
  errorTitle: 'Error',
  forgotLink: 'Forgot password?',
  submit: 'Sign in',
  busy: 'Signing in...',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  welcome: welcomeBack,
} as const;

export const forgotPassword = {
  errorTitle: 'Error',
  failed: 'Failed to send the reset email. Please try again.',
  sentHeading: 'Check your email',
  sentBefore: 'If an account exists for ',
  sentAfter: ', we have sent it a link to reset the password. The link can be used once.',
  differentEmail: 'Use a different email',
  submit: 'Send reset link',
  busy: 'Sending...',
  backLink: 'Back to sign in',
} as const;

export const resetPassword = {
  invalidTitle: 'This reset link is invalid or has expired',
  invalidText: 'Request a new link and open it from the newest email.',
  requestNew: 'Request a new link',
  updated: { title: 'Password updated', description: 'Your new password is saved and you are signed in.' },
  failed: 'Failed to update the password. Please try again.',
  choosePrefix: 'Choose a new password for ',
  chooseSuffix: '.',
  alertTitle: 'Password not updated',
  submit: 'Update password',
  busy: 'Updating password...',
} as const;

export const unconfirmed = {
  text: 'Your email address has not been confirmed yet. Please check your inbox for a confirmation email.',
  sent: (email: string) => ({
    title: 'Confirmation email sent',
    description: `We sent a new confirmation link to ${email}.`,
  }),
  errorTitle: 'Error',
  failed: 'Failed to resend the confirmation email.',
  resend: 'Resend confirmation email',
  busy: 'Sending...',
} as const;

export const alreadySignedIn = {
  before: 'You are signed in as ',
  after: '.',
  profile: 'Go to your profile',
  home: 'Back to home',
} as const;

export const loading = 'Loading...';

/** /profile: the page, the profile form and the avatar picker (the account cards below it are not here yet). */
export const profile = {
  metaTitle: 'Your profile',
  metaDescription: 'Your Aravali Learning account profile.',
  heading: 'Your profile',
  intro: 'Update how you appear on the blog and in the community.',
  emailHint: 'Your email address cannot be changed here.',
  organizationPlaceholder: 'Your school or company',
  signOut: 'Sign Out',
  saving: 'Saving...',
  save: 'Save Changes',
  avatarUpdated: { title: 'Avatar updated', description: 'Your new profile picture has been saved.' },
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload image. Please try again.',
  avatarAlt: 'Your avatar',
  avatarFileLabel: 'Avatar image file',
  uploading: 'Uploading...',
  changeAvatar: 'Change Avatar',
} as const;

/** The toasts after an email link (auth-events.tsx); `linkFailed` is the Hindi page's title, English shows the server's. */
export const linkEvents = {
  signup: { title: 'Email confirmed', description: 'Welcome, you are signed in.' },
  invite: { title: 'Welcome!', description: 'Your invitation is accepted and you are signed in.' },
  email_change: { title: 'Email updated', description: 'Your new email address is confirmed.' },
  signedIn: welcomeBack,
  linkFailed: 'Email link is invalid or has expired',
  failedDescription: 'Please sign in, or request a new email.',
} as const;

/** The page every auth e-mail links to (app/routes/_auth/auth-confirm.tsx): one button per link type. */
export const confirmLink = {
  metaTitle: 'Confirm',
  metaDescription: 'Confirm the link from your email.',
  types: {
    signup: {
      title: 'Confirm your email address',
      description: 'Press the button to confirm your email address and sign in.',
      button: 'Confirm email address',
      busy: 'Confirming...',
    },
    recovery: {
      title: 'Reset your password',
      description: 'Press the button to continue and choose a new password.',
      button: 'Choose a new password',
      busy: 'Opening...',
    },
    email_change: {
      title: 'Confirm your new email address',
      description: 'Press the button to confirm the change of your email address.',
      button: 'Confirm the change',
      busy: 'Confirming...',
    },
  },
  incomplete: 'This link is incomplete. Please use the link from your email as it is.',
  home: 'Go to the home page',
  signIn: 'Sign in',
} as const;

export const secondFactor = {
  title: 'Two-step verification',
  prompt: 'Enter the 6-digit code from your authenticator app.',
  label: 'Authentication code',
  submit: 'Verify',
  busy: 'Verifying...',
  cancel: 'Cancel and sign out',
  invalidFormat: 'Enter the 6 digits your authenticator app shows.',
  failed: 'That code did not work. Check your authenticator app and try again.',
  alertTitle: 'Verification failed',
} as const;

/** The account forms' field messages (auth-schemas.ts builds its checks with these words). */
export const fieldMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be 72 characters or fewer',
  passwordsDiffer: 'Passwords do not match',
  confirmRequired: 'Please confirm your new password',
  tooLong: 'Must be 200 characters or fewer',
} as const;

/**
 * The server's (GoTrue's) error codes a reader may meet in these forms: English pages show the
 * server's own text; a Hindi page shows its Hindi words for the code (./copy.hi.ts).
 */
export const serverErrorCodes = [
  'invalid_credentials',
  'email_not_confirmed',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'weak_password',
  'same_password',
  'validation_failed',
  'user_banned',
  'session_not_found',
] as const;
export type ServerErrorCode = (typeof serverErrorCodes)[number];
