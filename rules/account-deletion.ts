/**
 * Deleting an account, in the words the profile, the confirmation page and the email share
 * (server/privacy/account-deletion.ts, app/features/account/): what happens to the owner's posts
 * and comments, as they chose.
 */

/** The name kept posts and comments show once their author's account is gone (migration 0171). */
export const formerMemberName = 'Former member';

export function contentFate(keepContent: boolean): string {
  return keepContent
    ? `Your blog posts and comments stay on the site without your name, shown as by “${formerMemberName}”.`
    : 'Your blog posts (with the comments on them) and your comments are deleted.';
}
