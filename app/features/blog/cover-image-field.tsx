import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { writeLimitDescription } from '../../lib/write-limit.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { getSessionClient } from '../../lib/session.ts';
import { checkCoverFile, uploadCoverImage } from './upload-cover-image.ts';

/** Cover image: choose a file, check it, upload it to the images bucket, preview it, remove it. */
export function CoverImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const check = checkCoverFile(file);
    if (!check.ok) {
      toast.error(check.title, { description: check.description });
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadCoverImage({ supabase: await getSessionClient(), file }));
      toast.success('Image uploaded', { description: 'Your image has been uploaded successfully' });
    } catch (err) {
      const description = writeLimitDescription(err) ?? 'Failed to upload image. Please try again.';
      toast.error('Upload failed', { description });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">Cover Image</p>
      {value ? (
        <div className="relative overflow-hidden rounded-lg border border-slate-200">
          <img src={value} alt="Cover image preview" className="aspect-video w-full bg-slate-100 object-cover" />
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => onChange('')}
            aria-label="Remove image"
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={uploading}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ImagePlus aria-hidden="true" />}
          {uploading ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
        </label>
        <p className="text-sm text-slate-600">JPEG, PNG, GIF, WebP or AVIF, up to 5 MB.</p>
      </div>
    </div>
  );
}
