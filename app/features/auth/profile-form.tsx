import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { getSessionClient, signOut, type SessionUser } from '../../lib/session.ts';
import { PageLoading } from './auth-card.tsx';
import { errorMessage } from './auth-errors.ts';
import { profileSchema } from './auth-schemas.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { getProfile, replaceAvatar, updateProfile } from './profile-data.ts';
import { rolePlaceholder } from './signup-form.tsx';
import { useFormFields } from './use-form-fields.ts';

/** The signed-in user's profile: avatar, read-only email, editable name, organization and role. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<'loading' | 'ready' | 'saving'>('loading');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(user.avatarUrl);
  const accountName = useRef(user.fullName);
  const { values, setValues, errors, field, parse, formRef } = useFormFields({
    fullName: '',
    organization: '',
    role: '',
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const supabase = await getSessionClient();
      const { data, error } = await getProfile(supabase, user.id);
      if (cancelled) return;
      // Load errors are only logged (spec point 8): the form then starts from the account's data.
      if (error) console.warn('Failed to load profile', error);
      setValues({
        fullName: data?.full_name ?? accountName.current ?? '',
        organization: data?.organization ?? '',
        role: data?.role ?? '',
      });
      if (data?.avatar_url) setAvatarUrl(data.avatar_url);
      setStatus('ready');
    })();
    return () => {
      cancelled = true;
    };
  }, [user.id, setValues]);

  async function onSubmit(e: FormEvent) {
    const data = parse(profileSchema, e);
    if (!data || status !== 'ready') return;
    setStatus('saving');
    const supabase = await getSessionClient();
    const { error } = await updateProfile(supabase, user.id, data);
    setStatus('ready');
    if (error) {
      console.warn('Failed to save profile', error);
      toast.error('Error', { description: errorMessage(error, 'Failed to update profile. Please try again.') });
      return;
    }
    toast.success('Profile updated', { description: 'Your profile has been updated successfully' });
  }

  async function onUpload(file: File): Promise<boolean> {
    try {
      const supabase = await getSessionClient();
      // The saved name goes with the avatar into the session, not unsaved edits.
      setAvatarUrl(await replaceAvatar(supabase, { id: user.id, fullName: user.fullName }, file, avatarUrl));
      toast.success('Avatar updated', { description: 'Your new profile picture has been saved.' });
      return true;
    } catch (err) {
      console.warn('Failed to upload avatar', err);
      toast.error('Upload failed', { description: errorMessage(err, 'Failed to upload image. Please try again.') });
      return false;
    }
  }

  async function onSignOut() {
    // Leave the guarded page first, so the guard does not send the visitor to /login.
    navigate('/', { replace: true });
    await signOut();
  }

  if (status === 'loading') return <PageLoading />;
  return (
    <Card className="w-full">
      <CardHeader className="items-center border-b border-slate-100 pb-6 text-center">
        <AvatarPicker imageUrl={avatarUrl} fullName={values.fullName} email={user.email} onUpload={onUpload} />
      </CardHeader>
      <CardContent className="pt-6">
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Email" hint="Your email address cannot be changed here.">
            <Input value={user.email} readOnly />
          </FormField>
          <FormField label="Full Name" error={errors.fullName}>
            <Input {...field('fullName')} autoComplete="name" />
          </FormField>
          <FormField label="Organization" error={errors.organization}>
            <Input {...field('organization')} autoComplete="organization" placeholder="Your school or company" />
          </FormField>
          <FormField label="Role" error={errors.role}>
            <Input {...field('role')} autoComplete="organization-title" placeholder={rolePlaceholder} />
          </FormField>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={onSignOut}>
              <LogOut aria-hidden />
              Sign Out
            </Button>
            <Button type="submit" disabled={status === 'saving'}>
              {status === 'saving' ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
