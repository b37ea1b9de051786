import { Alert, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/dates';
import { HttpError } from '@/lib/http-error';
import { useSaveUserComplianceProfile, useUserComplianceProfile } from '../staff-profile-api';
import { ProfileForm } from './profile-form';
import { notifyDone } from '@/lib/notify';

/**
 * What the candidate will do, which decides their checklist: the candidate's own questions plus the facts
 * only staff record (a conditional offer). For holders of documents.review.
 */
export function WorkProfileCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const profile = useUserComplianceProfile(userId);
  const save = useSaveUserComplianceProfile(userId);

  return (
    <SectionCard title={t('compliance.profile_screen.staff_title')} intro={t('compliance.profile_screen.staff_intro')}>
      {profile.isPending && <Skeleton height={480} role="status" aria-label={t('app.loading')} />}
      {profile.isError && (
        <Alert color="red" role="alert">
          {profile.error instanceof HttpError ? profile.error.message : t('errors.something_wrong')}
        </Alert>
      )}
      {profile.data && (
        <>
          <Text size="sm" c="dimmed">
            {profile.data.updated_at
              ? t('compliance.profile_screen.staff_last_saved', { date: formatDateTime(profile.data.updated_at) })
              : t('compliance.profile_screen.staff_not_answered')}
          </Text>
          <ProfileForm
            // Keyed by the last save, so the form starts from the saved values after every update.
            key={profile.data.updated_at ?? 'new'}
            profile={profile.data}
            staff
            submitLabel={t('compliance.profile_screen.save_staff')}
            onSave={async (values) => {
              await save.mutateAsync(values);
              notifyDone(t('compliance.profile_screen.saved_staff'));
            }}
          />
        </>
      )}
    </SectionCard>
  );
}
