import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AVATAR_MIME_TYPES } from '@portal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http-error';
import { useObjectUrl } from '@/lib/object-url';
import { AvatarCropper } from './avatar-cropper';
import { checkPickedImage, cropToSquare, type PixelArea } from './crop-image';
import { notifyDone } from '@/lib/notify';

interface AvatarEditorProps {
  /** The picture as it is now. */
  current: ReactNode;
  currentLabel: string;
  hasPicture: boolean;
  /** Said instead of the remove button when there is no picture. */
  noneText: string;
  upload: (image: Blob) => Promise<unknown>;
  remove: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending'>;
  uploadedMessage: string;
  removedMessage: string;
}

/**
 * A profile picture: the current one with a way to remove it, and a new one chosen, cropped to a square and uploaded.
 * One's own (/user/edit-profile-pic) and, for an administrator, someone else's (/admin/user/profile-image/{id}).
 */
export function AvatarEditor({ current, currentLabel, hasPicture, noneText, upload, remove, uploadedMessage, removedMessage }: AvatarEditorProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<File>();
  // An object URL for the picked file while it is cropped; released when replaced or left.
  const url = useObjectUrl(picked);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File | null) => {
    setProblem(null);
    setArea(null);
    if (!file) return;
    const check = await checkPickedImage(file);
    setPicked(check ? undefined : file);
    if (check) setProblem(t(check));
  };

  const save = async () => {
    if (!url || !area) return;
    setSaving(true);
    setProblem(null);
    try {
      await upload(await cropToSquare(url, area));
      notifyDone(uploadedMessage);
      setPicked(undefined);
    } catch (error) {
      setProblem(error instanceof HttpError ? error.message : t('account.picture.unreadable'));
    } finally {
      setSaving(false);
    }
  };

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifyDone(removedMessage),
      onError: (error) => setProblem(error instanceof HttpError ? error.message : t('errors.something_wrong')),
    });

  return (
    <Stack gap="lg">
      <Group gap="lg">
        {current}
        <Stack gap="xs">
          <Text fw={700}>{currentLabel}</Text>
          {hasPicture ? (
            <Button variant="outline" color="red.9" size="compact-md" onClick={removePicture} loading={remove.isPending}>
              {t('account.picture.remove')}
            </Button>
          ) : (
            <Text>{noneText}</Text>
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
