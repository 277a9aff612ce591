import { localPath } from '#app/lib/local-path.ts';
import { useState } from 'react';
import { type Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { accountCopyIn } from './account-copy-in.ts';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { AccountCard } from './account-card.tsx';
import { downloadAccountData, requestDeletion } from './account-api.ts';

const failedToast = (title: string, err: unknown, lang: Lang) =>
  toast.error(title, {
    description: lang === 'en' && err instanceof Error ? err.message : accountCopyIn(lang).yourData.tryAgain,
  });

/**
 * Profile → Your data: download everything the site keeps about the account (one JSON file), and
 * delete the account after confirming by email, choosing first what happens to posts and
 * comments (ADR 035; the privacy page says the same).
 */
export function YourDataCard() {
  const lang = useLang();
  const copy = accountCopyIn(lang).yourData;
  const [downloading, setDownloading] = useState(false);
  const [keep, setKeep] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    try {
      await downloadAccountData();
      toast.success(copy.downloaded.title, { description: copy.downloaded.description });
    } catch (err) {
      failedToast(copy.downloadFailed, err, lang);
    } finally {
      setDownloading(false);
    }
  }

  async function ask() {
    if (keep === null) return;
    setAsking(true);
    try {
      const { email } = await requestDeletion(keep);
      setSentTo(email);
      toast.success(copy.checkEmail, { description: copy.checkEmailText(email) });
    } catch (err) {
      failedToast(copy.sendFailed, err, lang);
    } finally {
      setAsking(false);
    }
  }

  return (
    <AccountCard id="your-data" title={copy.title}>
      <p>{copy.downloadText}</p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={downloading}
        onClick={() => void download()}
      >
        {downloading ? copy.preparing : copy.download}
      </Button>
      <h3 className="mt-2 font-semibold text-slate-900">{copy.deleteHeading}</h3>
      <p>
        {copy.deleteBefore}
        <Link to={localPath('/privacy', lang)} className="font-medium text-brand-700 underline">
          {copy.privacyPolicy}
        </Link>
        {copy.deleteAfter}
      </p>
      {sentTo ? (
        <p role="status" className="border-brand-200 rounded-md border bg-brand-50 p-3 text-slate-800">
          {copy.linkSentBefore}
          <strong>{sentTo}</strong>
          {copy.linkSentAfter}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-slate-900">{copy.contentLegend}</legend>
          {[false, true].map((value) => (
            <label key={String(value)} className="flex items-start gap-2">
              <input
                type="radio"
                name="keep-content"
                className="mt-1"
                checked={keep === value}
                onChange={() => setKeep(value)}
              />
              <span>{value ? copy.keep : copy.remove}</span>
            </label>
          ))}
          {keep !== null ? <p className="text-slate-600">{accountCopyIn(lang).contentFate(keep)}</p> : null}
          <Button
            type="button"
            variant="destructive"
            className="mt-2 self-start"
            disabled={keep === null || asking}
            onClick={() => void ask()}
          >
            {asking ? copy.sending : copy.ask}
          </Button>
        </fieldset>
      )}
    </AccountCard>
  );
}
