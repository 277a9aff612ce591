import { Link } from 'react-router';
import type { ContactKind } from '#rules/contact-fields.ts';
import { consentTexts, consentVersionFor, privacyPolicyWords } from '#rules/consent-notices.ts';
import { cn } from '../lib/cn.ts';

/**
 * The privacy notice of a form, exactly the words its messages record (rules/consent-notices.ts),
 * with "Privacy Policy" linking to /privacy. Spans the whole row of a grid form.
 */
export function ConsentNote({ kind, className }: { kind: ContactKind; className?: string }) {
  const text: string = consentTexts[consentVersionFor[kind]];
  const at = text.indexOf(privacyPolicyWords);
  return (
    <p
      className={cn('col-span-full text-xs leading-5 text-slate-600', className)}
      data-consent={consentVersionFor[kind]}
    >
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <Link to="/privacy" className="rounded-sm font-medium text-brand-700 underline underline-offset-2">
            {privacyPolicyWords}
          </Link>
          {text.slice(at + privacyPolicyWords.length)}
        </>
      )}
    </p>
  );
}
