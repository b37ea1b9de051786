import { Button, Stack, TextInput } from '@mantine/core';
import { ZAdminUpdateUserRequest, type TAdminUserDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useUpdateUser } from '../api';
import { notifyDone } from '@/lib/notify';

/** Name, email and phone; a changed address comes back unverified. */
export function DetailsForm({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminUpdateUserRequest, {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
  });

  const submit = onSubmit(async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
    notifyDone(t('users.detail.details_saved'));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <TextInput label={t('users.fields.name')} required autoComplete="off" error={fieldError('name')} {...form.register('name')} />
        <TextInput type="email" label={t('users.fields.email')} required autoComplete="off" error={fieldError('email')} {...form.register('email')} />
        <TextInput type="tel" label={t('users.fields.phone')} autoComplete="off" error={fieldError('phone')} {...form.register('phone')} />
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty} style={{ alignSelf: 'flex-start' }}>
          {t('users.detail.details_save')}
        </Button>
      </Stack>
    </form>
  );
}
