import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { GENDERS, INTRO_BIO_MAX, ZUpdateProfileRequest, type TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { localToday } from '@/lib/dates';
import { useUpdateProfile } from '../api';
import { ProfileFormActions } from './profile-form-actions';
import { notifyDone } from '@/lib/notify';

/** /user/profile/edit: name, date of birth, gender and intro bio. */
export function ProfileForm({ profile }: { profile: TAccountProfile }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZUpdateProfileRequest, {
    name: profile.name,
    gender: profile.gender ?? undefined,
    date_of_birth: profile.date_of_birth ?? '',
    intro_bio: profile.intro_bio ?? '',
  });
  const bio = String(form.watch('intro_bio') ?? '');

  const submit = onSubmit(async (values) => {
    await update.mutateAsync(values);
    notifyDone(t('account.saved'));
    await navigate('/user/profile');
  });

  const genders = [
    // Selected while no gender is chosen; submitting it gives 'Gender is required'.
    { value: '', label: t('account.profile.gender_placeholder') },
    ...GENDERS.map((gender) => ({ value: gender.key, label: i18n.language === 'bn' ? gender.name_bn : gender.name })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t('account.profile.name')} autoComplete="name" required error={fieldError('name')} {...form.register('name')} />
        <TextInput
          type="date"
          label={t('account.profile.date_of_birth_optional')}
          autoComplete="bday"
          max={localToday()}
          min="1900-01-01"
          error={fieldError('date_of_birth')}
          {...form.register('date_of_birth')}
        />
        <NativeSelect label={t('account.profile.gender')} required data={genders} error={fieldError('gender')} {...form.register('gender')} />
        <Textarea
          label={t('account.profile.intro_bio_optional')}
          description={t('account.profile.intro_bio_hint', { max: INTRO_BIO_MAX })}
          autosize
          minRows={4}
          maxRows={12}
          error={fieldError('intro_bio')}
          {...form.register('intro_bio')}
        />
        <Text size="sm" aria-live="polite" c={bio.length > INTRO_BIO_MAX ? 'red.8' : undefined}>
          {t('account.profile.characters_left', { count: INTRO_BIO_MAX - bio.length })}
        </Text>
        <ProfileFormActions submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
