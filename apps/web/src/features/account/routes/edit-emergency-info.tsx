import { Stack, Textarea, TextInput } from '@mantine/core';
import { ZEmergencyContact, type TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useProfile, useUpdateEmergencyContact } from '../api';
import { AccountPage } from '@/components/account-page';
import { ProfileFormActions } from '../components/profile-form-actions';
import { notifyDone } from '@/lib/notify';

function EmergencyForm({ profile }: { profile: TAccountProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateEmergencyContact();
  const current = profile.emergency_contact;
  const { form, formError, fieldError, onSubmit } = useApiForm(ZEmergencyContact, {
    full_name: current?.full_name ?? '',
    relationship: current?.relationship ?? '',
    phone: current?.phone ?? '',
    address: current?.address ?? '',
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
        <TextInput label={t('account.emergency.full_name')} required error={fieldError('full_name')} {...form.register('full_name')} />
        <TextInput
          label={t('account.emergency.relationship')}
          description={t('account.emergency.relationship_hint')}
          required
          error={fieldError('relationship')}
          {...form.register('relationship')}
        />
        <TextInput type="tel" label={t('account.emergency.phone')} required error={fieldError('phone')} {...form.register('phone')} />
        <Textarea label={t('account.emergency.address')} autosize minRows={3} required error={fieldError('address')} {...form.register('address')} />
        <ProfileFormActions submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** /user/edit-emergency-info: whom to call if something happens at work; every field is required. */
export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <AccountPage title={t('account.emergency.title')} intro={t('account.emergency.intro')}>
      {profile ? <EmergencyForm profile={profile} /> : <AppLoading />}
    </AccountPage>
  );
}
