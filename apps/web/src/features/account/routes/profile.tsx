import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { useProfile } from '../api';
import { AccountPage } from '@/components/account-page';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';

/**
 * /user/profile/{profile?}: without a segment it shows the profile; the segment 'edit' opens the form
 * for the personal details. The route's loader answers any other segment with 404.
 */
export function Component() {
  const { t } = useTranslation();
  const editing = useParams().profile === 'edit';
  const { data: profile } = useProfile();

  return (
    <AccountPage title={t(editing ? 'account.profile.edit_title' : 'account.profile.title')}>
      {!profile ? <AppLoading /> : editing ? <ProfileForm profile={profile} /> : <ProfileView profile={profile} />}
    </AccountPage>
  );
}
