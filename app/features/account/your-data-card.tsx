import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { AccountCard } from './account-card.tsx';
import { contentFate } from '#rules/account-deletion.ts';
import { downloadAccountData, requestDeletion } from './account-api.ts';

const failedToast = (title: string, err: unknown) =>
  toast.error(title, { description: err instanceof Error ? err.message : 'Please try again.' });

/**
 * Profile → Your data: download everything the site keeps about the account (one JSON file), and
 * delete the account after confirming by email, choosing first what happens to posts and
 * comments (ADR 035; the privacy page says the same).
 */
export function YourDataCard() {
  const [downloading, setDownloading] = useState(false);
  const [keep, setKeep] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    try {
      await downloadAccountData();
      toast.success('Your data is downloaded', {
        description: 'The file holds everything we keep about your account.',
      });
    } catch (err) {
      failedToast('Download failed', err);
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
      toast.success('Check your email', { description: `We sent a confirmation link to ${email}.` });
    } catch (err) {
      failedToast('Could not send the link', err);
    } finally {
      setAsking(false);
    }
  }

  return (
    <AccountCard id="your-data" title="Your data">
      <p>
        Download your account, profile, posts, comments, chat history and the messages you sent us with this email
        address, as one file.
      </p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={downloading}
        onClick={() => void download()}
      >
        {downloading ? 'Preparing...' : 'Download your data'}
      </Button>
      <h3 className="mt-2 font-semibold text-slate-900">Delete your account</h3>
      <p>
        Your profile, chat history, pictures, sessions and sign-in details are deleted. Messages you sent through our
        forms are erased as our{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        says. This cannot be undone.
      </p>
      {sentTo ? (
        <p role="status" className="border-brand-200 rounded-md border bg-brand-50 p-3 text-slate-800">
          We sent a link to <strong>{sentTo}</strong>. Open it within one hour to confirm; it works once.
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-slate-900">Your blog posts and comments</legend>
          {[false, true].map((value) => (
            <label key={String(value)} className="flex items-start gap-2">
              <input
                type="radio"
                name="keep-content"
                className="mt-1"
                checked={keep === value}
                onChange={() => setKeep(value)}
              />
              <span>{value ? 'Keep them, without my name' : 'Delete them too'}</span>
            </label>
          ))}
          {keep !== null ? <p className="text-slate-600">{contentFate(keep)}</p> : null}
          <Button
            type="button"
            variant="destructive"
            className="mt-2 self-start"
            disabled={keep === null || asking}
            onClick={() => void ask()}
          >
            {asking ? 'Sending...' : 'Email me a link to delete my account'}
          </Button>
        </fieldset>
      )}
    </AccountCard>
  );
}
