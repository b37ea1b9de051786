import { Avatar, Loader } from '@mantine/core';
import type { TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AvatarEditor } from '@/components/avatar-editor/avatar-editor';
import { SectionCard } from '@/components/section-card';
import { useRemoveUserAvatar, useUploadUserAvatar, useUserAvatarUrl, useUserProfile } from '../api';
import { UserSubpage } from '../components/user-subpage';

function PictureEditor({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation();
  const upload = useUploadUserAvatar(profile.id);
  const remove = useRemoveUserAvatar(profile.id);
  const current = useUserAvatarUrl(profile.id, profile.avatar_version, 128);
  return (
    <AvatarEditor
      current={<Avatar src={current} alt={t('users.picture.alt', { name: profile.name })} size={128} radius={128} color="brand" variant="filled" />}
      currentLabel={t('users.picture.current')}
      hasPicture={Boolean(profile.avatar_version)}
      noneText={t('users.picture.none', { name: profile.name })}
      upload={upload.mutateAsync}
      remove={remove}
      uploadedMessage={t('users.picture.uploaded')}
      removedMessage={t('users.picture.removed')}
    />
  );
}

/**
 * /admin/user/profile-image/{id}, and the same screen at /admin/user/profile-image/copy_id?id={id}:
 * choose, crop and save someone's picture, with the editor of the account's own picture screen.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const { data: profile } = useUserProfile(id);
  if (!profile) return <Loader aria-label={t('app.loading')} />;
  return (
    <UserSubpage user={profile} title={t('users.picture.title', { name: profile.name })}>
      <SectionCard title={t('users.picture.current')} intro={t('users.picture.intro')}>
        <PictureEditor profile={profile} />
      </SectionCard>
    </UserSubpage>
  );
}
