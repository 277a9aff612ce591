import { localPath } from '#app/lib/local-path.ts';
import { Link } from 'react-router';
import type { ContactKind } from '#rules/contact-fields.ts';
import { consentTexts, consentVersionIn, privacyPolicyWordsIn } from '#rules/consent-notices.ts';
import { type Lang } from '#rules/languages.ts';
import { ConsentNote } from '../../components/consent-note.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A contact form's privacy notice in the page's language: on English pages the shared notice
 * (components/consent-note.tsx) as it is; on Hindi pages the Hindi notice the message records
 * (`consentVersionIn(kind, 'hi')`), its "निजता नीति" linking to /hi/privacy.
 */
export function FormConsentNote({ kind, lang, className }: { kind: ContactKind; lang: Lang; className?: string }) {
  if (lang === 'en') return <ConsentNote kind={kind} className={className} />;
  const version = consentVersionIn(kind, lang);
  const text: string = consentTexts[version];
  const words = privacyPolicyWordsIn[lang];
  const at = text.indexOf(words);
  return (
    <p className={cn('col-span-full text-xs leading-5 text-slate-600', className)} data-consent={version}>
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <Link
            to={localPath('/privacy', lang)}
            className="rounded-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {words}
          </Link>
          {text.slice(at + words.length)}
        </>
      )}
    </p>
  );
}
