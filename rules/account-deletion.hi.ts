/** What an account deletion does to the person's posts and comments, in Hindi (./account-deletion.ts `contentFate`). */
import { formerMemberName } from './account-deletion.ts';

export function contentFateHi(keepContent: boolean): string {
  return keepContent
    ? `आपके ब्लॉग लेख और टिप्पणियाँ साइट पर बने रहेंगे, पर आपके नाम के बिना, “${formerMemberName}” के नाम से।`
    : 'आपके ब्लॉग लेख (उन पर आई टिप्पणियों सहित) और आपकी टिप्पणियाँ हटा दी जाएँगी।';
}
