import { Button, Loader, Stack, TextInput } from '@mantine/core';
import { ZSocialLinks, type SocialSite, type TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useUpdateUserSocial, useUserProfile } from '../api';
import { UserSubpage } from '../components/user-subpage';
import { notifyDone } from '@/lib/notify';
import { SectionCard } from '@/components/section-card';

const SITES: readonly SocialSite[] = ['facebook', 'twitter', 'linkedin'];

function SocialForm({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation();
  const update = useUpdateUserSocial(profile.id);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZSocialLinks, {
    facebook: profile.social.facebook ?? '',
    twitter: profile.social.twitter ?? '',
    linkedin: profile.social.linkedin ?? '',
  });
  const submit = onSubmit(async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset({ facebook: saved.social.facebook ?? '', twitter: saved.social.twitter ?? '', linkedin: saved.social.linkedin ?? '' });
    notifyDone(t('users.social.saved'));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        {SITES.map((site) => (
          <TextInput key={site} type="url" inputMode="url" autoComplete="off" label={t(`account.social.${site}_optional`)} error={fieldError(site)} {...form.register(site)} />
        ))}
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('users.social.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/user/social-info/{id}: someone's Facebook, X (Twitter) and LinkedIn links. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: profile } = useUserProfile(id);
  if (!profile) return <Loader aria-label={t('app.loading')} />;
  return (
    <UserSubpage user={profile} title={t('users.social.title', { name: profile.name })}>
      <SectionCard title={t('users.detail.social_link')} intro={t('users.social.intro')}>
        <SocialForm profile={profile} />
      </SectionCard>
    </UserSubpage>
  );
}
