import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/account-page';
import { AppLoading } from '@/components/app-loading';
import { AvatarEditor } from '@/components/avatar-editor/avatar-editor';
import { useProfile, useRemoveAvatar, useUploadAvatar } from '../api';
import { UserAvatar } from '../components/user-avatar';

/** /user/edit-profile-pic and its old address /user/edit-profil-pic-copy: choose, crop to a square, upload. */
export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <AccountPage title={t('account.picture.title')} intro={t('account.picture.intro')}>
      {profile ? (
        <AvatarEditor
          current={<UserAvatar profile={profile} size={128} />}
          currentLabel={t('account.picture.current')}
          hasPicture={Boolean(profile.avatar_version)}
          noneText={t('account.picture.none')}
          upload={upload.mutateAsync}
          remove={remove}
          uploadedMessage={t('account.picture.uploaded')}
          removedMessage={t('account.picture.removed')}
        />
      ) : (
        <AppLoading />
      )}
    </AccountPage>
  );
}
