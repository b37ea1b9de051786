import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '@/lib/http-error';
import { ProfileForm } from '../components/profile-form';
import { useComplianceProfile, useSaveComplianceProfile } from '../profile-api';
import { notifyDone } from '@/lib/notify';

/**
 * /compliance/profile: which kinds of work the candidate wants and where, which decides their checklist.
 * Asked once right after verification (guard step 'profile'), and open from the checklist to change later.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useComplianceProfile();
  const save = useSaveComplianceProfile();

  return (
    <Stack gap="lg" maw={720}>
      {/* Changing answers given before: the way back without saving. */}
      {profile.data?.updated_at && (
        <Anchor component={Link} to="/compliance" size="sm">
          ← {t('compliance.form.back')}
        </Anchor>
      )}
      <Stack gap="xs">
        <Title order={1}>{t('rules.profile.title')}</Title>
        <Text>{t('rules.profile.intro')}</Text>
        {profile.data?.updated_at === null && <Text fw={600}>{t('compliance.profile_screen.first_time')}</Text>}
      </Stack>
      {profile.isPending && (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('compliance.profile_screen.loading')}>
          <Skeleton height={24} width="60%" />
          <Skeleton height={320} />
          <Skeleton height={240} />
        </Stack>
      )}
      {profile.isError && (
        <Alert color="red" role="alert" title={t('compliance.profile_screen.load_failed')}>
          {profile.error instanceof HttpError ? profile.error.message : t('errors.something_wrong')}
        </Alert>
      )}
      {profile.data && (
        <ProfileForm
          profile={profile.data}
          submitLabel={t('compliance.profile_screen.save')}
          onSave={async (values) => {
            await save.mutateAsync(values);
            notifyDone(t('compliance.profile_screen.saved'));
            await navigate('/compliance');
          }}
        />
      )}
    </Stack>
  );
}
