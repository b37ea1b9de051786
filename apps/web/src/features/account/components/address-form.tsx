import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';

interface AddressFormProps<TInput extends FieldValues, TOutput> {
  schema: Parameters<typeof useApiForm<TInput, TOutput>>[0];
  defaults: DefaultValues<TInput>;
  /** The one visible field: the new email address or phone number. */
  field: Path<TInput>;
  type: 'email' | 'tel';
  label: string;
  submitLabel: string;
  onSubmit: (values: TOutput) => Promise<unknown>;
}

/** Step one of changing or adding an address: the address itself, checked by the contract schema. */
export function AddressForm<TInput extends FieldValues, TOutput>({ schema, defaults, field, type, label, submitLabel, onSubmit }: AddressFormProps<TInput, TOutput>) {
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(schema, defaults);
  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput type={type} label={label} autoComplete={type === 'email' ? 'email' : 'tel'} required error={fieldError(field)} {...form.register(field)} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
