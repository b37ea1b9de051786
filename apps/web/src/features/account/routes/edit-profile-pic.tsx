import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AVATAR_MIME_TYPES, type TAccountProfile } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '@/components/app-loading';
import { HttpError } from '@/lib/http-error';
import { useProfile, useRemoveAvatar, useUploadAvatar } from '../api';
import { AccountPage } from '@/components/account-page';
import { AvatarCropper } from '@/components/avatar-editor/avatar-cropper';
import { checkPickedImage, cropToSquare, type PixelArea } from '@/components/avatar-editor/crop-image';
import { UserAvatar } from '../components/user-avatar';

/** An object URL for the picked file while it is being cropped; released when replaced or left. */
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
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { url, pick } = usePickedImage();
  const [area, setArea] = useState<PixelArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File | null) => {
    setProblem(null);
    setArea(null);
    if (!file) return;
    const check = await checkPickedImage(file);
    if (check) {
      setProblem(t(check));
      pick(null);
      return;
    }
    pick(file);
  };

  const save = async () => {
    if (!url || !area) return;
    setSaving(true);
    setProblem(null);
    try {
      await upload.mutateAsync(await cropToSquare(url, area));
      notifications.show({ color: 'brand', message: t('account.picture.uploaded') });
      pick(null);
    } catch (error) {
      setProblem(error instanceof HttpError ? error.message : t('account.picture.unreadable'));
    } finally {
      setSaving(false);
    }
  };

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('account.picture.removed') }),
      onError: (error) => setProblem(error instanceof HttpError ? error.message : t('errors.something_wrong')),
    });

  return (
    <Stack gap="lg">
      <Group gap="lg">
        <UserAvatar profile={profile} size={128} />
        <Stack gap="xs">
          <Text fw={700}>{t('account.picture.current')}</Text>
          {profile.avatar_version ? (
            <Button variant="outline" color="red.9" size="compact-md" onClick={removePicture} loading={remove.isPending}>
              {t('account.picture.remove')}
            </Button>
          ) : (
            <Text>{t('account.picture.none')}</Text>
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

/** /user/edit-profile-pic and its old address /user/edit-profil-pic-copy: choose, crop to a square, upload. */
export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <AccountPage title={t('account.picture.title')} intro={t('account.picture.intro')}>
      {profile ? <PictureEditor profile={profile} /> : <AppLoading />}
    </AccountPage>
  );
}
