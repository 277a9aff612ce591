import { localPath } from '#app/lib/local-path.ts';
import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { WriteResult } from '../../lib/reader-data.ts';
import { toast } from '../../lib/toast.ts';
import { writeLimitDescription } from '../../lib/write-limit.ts';
import { Button, FormSubmit } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { getSessionClient, signOut, type SessionUser } from '../../lib/session.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { replaceAvatar, type Profile } from './profile-data.ts';
import { useFormFields } from './use-form-fields.ts';
import { errorMessageIn, useAuthCopy } from './auth-copy.ts';

/**
 * The signed-in user's profile: avatar, read-only email, editable name, organization and role.
 * It starts from the saved profile (else the account's data); Save Changes goes to the route's
 * clientAction (save-profile.ts).
 */
export function ProfileForm({ user, profile }: { user: SessionUser; profile: Profile | null }) {
  const navigate = useNavigate();
  const { lang, fields: f, profile: copy } = useAuthCopy();
  const save = useFetcher<WriteResult>();
  const saving = save.state !== 'idle';
  const [avatarUrl, setAvatarUrl] = useState<string | null>(profile?.avatar_url ?? user.avatarUrl);
  const { values, errors, field, parse, formRef } = useFormFields({
    fullName: profile?.full_name ?? user.fullName ?? '',
    organization: profile?.organization ?? '',
    role: profile?.role ?? '',
  });

  async function onSubmit(e: FormEvent) {
    const data = await parse('profile', e);
    if (!data || saving) return;
    void save.submit(data, { method: 'post' });
  }

  async function onUpload(file: File): Promise<boolean> {
    try {
      const supabase = await getSessionClient();
      // The saved name goes with the avatar into the session, not unsaved edits.
      setAvatarUrl(await replaceAvatar(supabase, { id: user.id, fullName: user.fullName }, file, avatarUrl));
      toast.success(copy.avatarUpdated.title, { description: copy.avatarUpdated.description });
      return true;
    } catch (err) {
      console.warn('Failed to upload avatar', err);
      const description = writeLimitDescription(err, new Date(), lang) ?? errorMessageIn(err, copy.uploadFailed, lang);
      toast.error(copy.uploadFailedTitle, { description });
      return false;
    }
  }

  async function onSignOut() {
    // Leave the guarded page first: the guard redirects to /login only a visitor still on it.
    await navigate(localPath('/', lang), { replace: true });
    await signOut();
  }

  return (
    <Card className="w-full">
      <CardHeader className="items-center border-b border-slate-100 pb-6 text-center">
        <AvatarPicker imageUrl={avatarUrl} fullName={values.fullName} email={user.email} onUpload={onUpload} />
      </CardHeader>
      <CardContent className="pt-6">
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label={f.email} hint={copy.emailHint}>
            <Input value={user.email} readOnly />
          </FormField>
          <FormField label={f.fullName} error={errors.fullName}>
            <Input {...field('fullName')} autoComplete="name" />
          </FormField>
          <FormField label={f.organization} error={errors.organization}>
            <Input {...field('organization')} autoComplete="organization" placeholder={copy.organizationPlaceholder} />
          </FormField>
          <FormField label={f.role} error={errors.role}>
            <Input {...field('role')} autoComplete="organization-title" placeholder={f.rolePlaceholder} />
          </FormField>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onSignOut}>
              <LogOut aria-hidden />
              {copy.signOut}
            </Button>
            <FormSubmit busy={saving} label={copy.save} busyLabel={copy.saving} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
