import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { fieldClass, Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { AdminRecord, LoadFailed, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { contentTypeLabels } from '../../features/admin/content-data.ts';
import {
  checkLibraryUpload,
  deleteLibraryImage,
  imagePixels,
  listLibraryImages,
  uploadLibraryImage,
  type LibraryImage,
} from '../../features/admin/content-images.ts';
import { loadSection, staffAccess } from '../../features/admin/staff-access.ts';
import { When } from '../../features/admin/table.tsx';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { bucketImageTypes } from '#rules/image-upload.ts';
import type { Route } from './+types/content-images.ts';

/**
 * The content studio's image library (ADR 038): upload an image with its alt text (required),
 * see where each image is used, delete unused ones. Entries pick from it in their image fields.
 */
export async function clientLoader() {
  return loadSection('content', (supabase) => listLibraryImages(supabase));
}

type ActionResult = { problem?: string; done?: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const access = await staffAccess('content');
  if (!access.allowed) return { problem: 'Your role cannot change the image library.' };
  const form = await request.formData();
  const supabase = await getSessionClient();
  try {
    if (form.get('intent') === 'delete') {
      await deleteLibraryImage(supabase, String(form.get('path') ?? ''));
      toast.success('Image deleted', { description: 'It is gone from the library.' });
      return { done: 'deleted' };
    }
    const file = form.get('file');
    const alt = String(form.get('alt') ?? '');
    const image = file instanceof File && file.size > 0 ? file : null;
    const problem = checkLibraryUpload(image, alt, image ? await imagePixels(image) : null);
    if (problem) return { problem: `${problem.title}: ${problem.description}` };
    await uploadLibraryImage(supabase, image!, alt);
    toast.success('Image uploaded', { description: 'Pick it in an entry’s image field.' });
    return { done: 'uploaded' };
  } catch (err) {
    const message = (err as { message?: string }).message;
    return { problem: message && message.length < 600 ? message : 'That did not work. Please try again.' };
  }
}

export const meta = staffMeta('Image library');

export default function ContentImagesPage({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  const result = useActionData<ActionResult>();
  const busy = useNavigation().state !== 'idle';
  return (
    <AdminRecord loaded={loaderData} back="/admin/content" backLabel="All content">
      <SectionHeader title="Image library" />
      {result?.problem ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {result.problem}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        aria-label="Upload an image"
        className="mb-8 grid max-w-3xl gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        // A new upload starts empty.
        key={result?.done ? `${result.done}-${data?.length ?? 0}` : 'form'}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="library-file">Image (JPEG, PNG, GIF, WebP or AVIF, at most 5 MB)</Label>
          <input id="library-file" name="file" type="file" accept={bucketImageTypes.join(',')} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="library-alt">Alt text * (what the image shows)</Label>
          <Input id="library-alt" name="alt" maxLength={300} />
        </div>
        <Button type="submit" name="intent" value="upload" disabled={busy}>
          Upload
        </Button>
      </Form>
      {!data ? <LoadFailed /> : <ImageList images={data} busy={busy} />}
    </AdminRecord>
  );
}

function ImageList({ images, busy }: { images: LibraryImage[]; busy: boolean }) {
  if (images.length === 0) return <p className="text-sm text-slate-700">No images yet: upload the first above.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images">
      {images.map((image) => (
        <li
          key={image.path}
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
          data-library-image={image.path}
        >
          <img src={image.url} alt={image.alt} className="aspect-video w-full rounded bg-slate-50 object-contain" />
          <p className="text-sm">
            <span className="font-medium">Alt text:</span> {image.alt}
          </p>
          <p className="text-xs text-slate-500">
            Uploaded <When iso={image.created_at} />
          </p>
          <div className="text-sm" data-image-uses="">
            {image.used_by.length === 0 ? (
              'Not used'
            ) : (
              <>
                Used by:
                <ul className="list-disc pl-5">
                  {image.used_by.map((use) => (
                    <li key={use.id}>
                      <Link to={`/admin/content/${use.id}`} className="text-brand-700 underline">
                        {contentTypeLabels[use.type]} “{use.title}”
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <Form method="post" className="mt-auto">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="path" value={image.path} />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              Delete
              <span className="sr-only"> the image “{image.alt}”</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
