import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';

interface ContactFormProps<TInput extends FieldValues, TOutput> {
  schema: Parameters<typeof useApiForm<TInput, TOutput>>[0];
  defaults: DefaultValues<TInput>;
  /** The one visible field: the new email address or phone number. */
  field: Path<TInput>;
  type: 'email' | 'tel';
  label: string;
  submitLabel: string;
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Also asks for the account's current password (field `current_password`): moving the sign-in address needs it. */
  withCurrentPassword?: boolean;
}

/** Step one of changing or adding an email address or phone number: the address itself, checked by the contract schema. */
export function ContactForm<TInput extends FieldValues, TOutput>({
  schema,
  defaults,
  field,
  type,
  label,
  submitLabel,
  onSubmit,
  withCurrentPassword = false,
}: ContactFormProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(schema, defaults);
  const passwordField = 'current_password' as Path<TInput>;
  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput type={type} label={label} autoComplete={type === 'email' ? 'email' : 'tel'} required error={fieldError(field)} {...form.register(field)} />
        {withCurrentPassword && (
          <PasswordField
            label={t('account.change.current_password')}
            description={t('account.change.current_password_hint')}
            autoComplete="current-password"
            required
            error={fieldError(passwordField)}
            {...form.register(passwordField)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
