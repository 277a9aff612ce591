import * as Avatar from '@radix-ui/react-avatar';
import { useAuthCopy } from './auth-copy.ts';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { squareImage } from '../../lib/image-url.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { avatarInitial, avatarTypes, checkImageFile } from './avatar-file.ts';

/**
 * The profile picture: the saved image, or the first letter of the full name (else the email),
 * with a Change Avatar button. A chosen file is checked, previewed at once and handed to
 * `onUpload`; the preview goes away when the upload fails.
 */
export function AvatarPicker({
  imageUrl,
  fullName,
  email,
  onUpload,
}: {
  imageUrl: string | null;
  fullName: string;
  email: string;
  onUpload: (file: File) => Promise<boolean>;
}) {
  const { profile: copy } = useAuthCopy();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    await onUpload(file);
    setBusy(false);
    setPreview(null);
  }

  const src = preview ?? imageUrl;
  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar.Root className="relative flex size-24 items-center justify-center overflow-hidden rounded-full bg-brand-100 shadow-md ring-4 ring-white">
        {src ? (
          <Avatar.Image
            {...(preview ? { src: preview } : squareImage(src, 96))}
            width={96}
            height={96}
            alt={copy.avatarAlt}
            className="size-full object-cover"
            data-testid="profile-avatar-image"
          />
        ) : null}
        <Avatar.Fallback delayMs={src ? 600 : 0} className="text-3xl font-semibold text-brand-800" aria-hidden>
          {avatarInitial(fullName, email)}
        </Avatar.Fallback>
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/40 text-xs font-medium text-white">
            {copy.uploading}
          </span>
        ) : null}
      </Avatar.Root>
      <input
        ref={input}
        type="file"
        accept={Object.keys(avatarTypes).join(',')}
        hidden
        aria-label={copy.avatarFileLabel}
        onChange={onChange}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy}>
        <Camera aria-hidden />
        {busy ? copy.uploading : copy.changeAvatar}
      </Button>
    </div>
  );
}
