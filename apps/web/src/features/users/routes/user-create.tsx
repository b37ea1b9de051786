import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ROLE_CANDIDATE, ZAdminCreateUserRequest, type TAdminRoleOption } from '@portal/contract';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreateUser, useRoleOptions } from '../api';
import { RolesPicker } from '../components/roles-picker';
import { notifyDone } from '@/lib/notify';

function hasStaffRole(options: readonly TAdminRoleOption[], chosen: readonly string[]): boolean {
  return options.some((role) => role.staff && chosen.includes(role.name));
}

/**
 * Staff accounts are not candidates: ticking the first staff role unticks Candidate (preselected for the
 * usual case, a new candidate). The admin may tick it again for someone who is both; nothing else is forced.
 */
function withoutCandidateForNewStaff(options: readonly TAdminRoleOption[], previous: string[], next: string[]): string[] {
  const becameStaff = !hasStaffRole(options, previous) && hasStaffRole(options, next);
  return becameStaff ? next.filter((name) => name !== ROLE_CANDIDATE) : next;
}

/** /admin/user/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const roles = useRoleOptions();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminCreateUserRequest, {
    name: '',
    email: '',
    phone: '',
    send_reset_code: false,
    password: '',
    password_confirmation: '',
    roles: [ROLE_CANDIDATE],
    verified: false,
  });
  const sendResetCode = useWatch({ control: form.control, name: 'send_reset_code' });
  const chosenRoles = useWatch({ control: form.control, name: 'roles' });
  const options = roles.data ?? [];
  const staff = hasStaffRole(options, chosenRoles);
  const candidateOption = options.find((role) => role.name === ROLE_CANDIDATE);
  const candidateRole = candidateOption ? roleLabel(t, candidateOption) : roleLabel(t, ROLE_CANDIDATE);

  const submit = onSubmit(async (values) => {
    const user = await create.mutateAsync(values);
    notifyDone(t('users.create.done'));
    await navigate(`/admin/user/${user.id}`);
  });

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/admin/user/list" size="sm">
        ← {t('users.detail.back')}
      </Anchor>
      <Paper withBorder radius="md" p="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('users.create.title')}
          </Title>
          <Text>{t('users.create.intro')}</Text>
          <FormAlert message={formError} />
          <TextInput label={t('users.fields.name')} required autoComplete="off" error={fieldError('name')} {...form.register('name')} />
          <TextInput type="email" label={t('users.fields.email')} required autoComplete="off" error={fieldError('email')} {...form.register('email')} />
          <TextInput type="tel" label={t('users.fields.phone')} autoComplete="off" error={fieldError('phone')} {...form.register('phone')} />
          <Checkbox
            label={t('users.create.send_reset_code')}
            description={t('users.create.send_reset_code_hint')}
            {...form.register('send_reset_code')}
          />
          {!sendResetCode && (
            <>
              <NewPasswordFields
                labels={{ password: t('users.fields.password'), confirmation: t('users.fields.password_confirmation') }}
                rules={staff ? 'staff' : 'everyone'}
                fields={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
                errors={{ password: fieldError('password'), confirmation: fieldError('password_confirmation') }}
              />
            </>
          )}
          <Stack gap={6}>
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <RolesPicker
                  label={t('users.fields.roles')}
                  options={options}
                  value={field.value}
                  onChange={(next) => field.onChange(withoutCandidateForNewStaff(options, field.value, next))}
                  error={fieldError('roles')}
                />
              )}
            />
            {/* A live region, so that ticking a staff role also tells a screen-reader user why Candidate went. */}
            <Text size="sm" role="status">
              {staff ? t('users.create.staff_not_candidate', { role: candidateRole }) : ''}
            </Text>
          </Stack>
          <Checkbox label={t('users.create.verified')} {...form.register('verified')} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('users.create.submit')}
          </Button>
        </Stack>
      </form>
      </Paper>
    </Stack>
  );
}
