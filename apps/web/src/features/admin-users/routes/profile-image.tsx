import { Alert, Anchor, Avatar, Button, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AVATAR_MIME_TYPES, type TAccountProfile } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AvatarCropper } from '@/components/avatar-editor/avatar-cropper';
import { checkPickedImage, cropToSquare, type PixelArea } from '@/components/avatar-editor/crop-image';
import { HttpError } from '@/lib/http-error';
import { useRemoveUserAvatar, useUploadUserAvatar, useUserAvatarUrl, useUserProfile } from '../api';
import { notifyDone } from '../components/notify';
import { SectionCard } from '@/components/section-card';

/** An object URL for the picked file while it is cropped; released when replaced or left. */
function usePickedImage() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return { url, pick: setFile };
}

function PictureEditor({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation();
  const upload = useUploadUserAvatar(profile.id);
  const remove = useRemoveUserAvatar(profile.id);
  const current = useUserAvatarUrl(profile.id, profile.avatar_version, 128);
  const { url, pick } = usePickedImage();
  const [area, setArea] = useState<PixelArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const failed = (error: unknown) => setProblem(error instanceof HttpError ? error.message : t('account.picture.unreadable'));

  const choose = async (file: File | null) => {
    setProblem(null);
    setArea(null);
    if (!file) return;
    const check = await checkPickedImage(file);
    pick(check ? null : file);
    if (check) setProblem(t(check));
  };

  const save = async () => {
    if (!url || !area) return;
    setSaving(true);
    setProblem(null);
    try {
      await upload.mutateAsync(await cropToSquare(url, area));
      notifyDone(t('adminUsers.picture.uploaded'));
      pick(null);
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="lg">
        <Avatar src={current} alt={t('adminUsers.picture.alt', { name: profile.name })} size={128} radius={128} color="brand" variant="filled" />
        <Stack gap="xs">
          <Text fw={700}>{t('adminUsers.picture.current')}</Text>
          {profile.avatar_version ? (
            <Button
              variant="outline"
              color="red.9"
              size="compact-md"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => notifyDone(t('adminUsers.picture.removed')), onError: failed })}
            >
              {t('account.picture.remove')}
            </Button>
          ) : (
            <Text>{t('adminUsers.picture.none', { name: profile.name })}</Text>
          )}
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {url && <AvatarCropper src={url} onAreaChange={setArea} />}
      <Group justify="flex-end">
        <FileButton onChange={(file) => void choose(file)} accept={AVATAR_MIME_TYPES.join(',')}>
          {(props) => (
            <Button variant={url ? 'default' : 'filled'} {...props}>
              {t(url ? 'account.picture.choose_another' : 'account.picture.choose')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button onClick={() => void save()} loading={saving} disabled={!area}>
            {t('account.picture.upload')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /admin/user/profile-image/{id}, and the same screen at /admin/user/profile-image/copy_id?id={id}:
 * choose, crop and save someone's picture, with the cropper of the account's own picture screen.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const { data: profile } = useUserProfile(id);
  if (!profile) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="lg" maw={640}>
      <Anchor component={Link} to={`/admin/user/${profile.id}`} size="sm">
        ← {profile.name}
      </Anchor>
      <Title order={1}>{t('adminUsers.picture.title', { name: profile.name })}</Title>
      <SectionCard title={t('adminUsers.picture.current')} intro={t('adminUsers.picture.intro')}>
        <PictureEditor profile={profile} />
      </SectionCard>
    </Stack>
  );
}
