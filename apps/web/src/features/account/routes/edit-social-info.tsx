import { Stack, TextInput } from '@mantine/core';
import { ZSocialLinks, type SocialSite, type TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useProfile, useUpdateSocialLinks } from '../api';
import { AccountPage } from '@/components/account-page';
import { ProfileFormActions } from '../components/profile-form-actions';
import { notifyDone } from '@/lib/notify';

const SITES: readonly SocialSite[] = ['facebook', 'twitter', 'linkedin'];

function SocialForm({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateSocialLinks();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZSocialLinks, {
    facebook: profile.social.facebook ?? '',
    twitter: profile.social.twitter ?? '',
    linkedin: profile.social.linkedin ?? '',
  });

  const submit = onSubmit(async (values) => {
    await update.mutateAsync(values);
    notifyDone(t('account.saved'));
    await navigate('/user/profile');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        {SITES.map((site) => (
          <TextInput
            key={site}
            type="url"
            inputMode="url"
            autoComplete="url"
            label={t(`account.social.${site}_optional`)}
            error={fieldError(site)}
            {...form.register(site)}
          />
        ))}
        <ProfileFormActions submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** /user/edit-social-info: Facebook, X (Twitter) and LinkedIn links, each optional. */
export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <AccountPage title={t('account.social.title')} intro={t('account.social.intro')}>
      {profile ? <SocialForm profile={profile} /> : <AppLoading />}
    </AccountPage>
  );
}
