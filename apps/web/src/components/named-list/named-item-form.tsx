import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm, type ContractSchema } from '@/components/form/use-api-form';

/** What a role and a permission are both named by: a fixed machine name and a name people read. */
interface Named {
  name: string;
  readable_name: string;
}

type ApiForm<TInput extends Named, TOutput> = ReturnType<typeof useApiForm<TInput, TOutput>>;

interface NamedItemFormProps<TInput extends Named, TOutput> {
  schema: ContractSchema<TInput, TOutput>;
  defaultValues: DefaultValues<TInput>;
  /** The feature's strings: `<prefix>.name_label`, `.name_description`, `.name_fixed`, `.readable_label`, `.cancel`. */
  strings: 'roles.form' | 'permissions.form';
  /** Where Cancel goes: the list. */
  listPath: string;
  /** Items the portal relies on keep their name. */
  nameLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Fields of this kind of item only, drawn under the two names. */
  extraFields?: (form: ApiForm<TInput, TOutput>) => ReactNode;
}

/** The create and edit form of a role or a permission. */
export function NamedItemForm<TInput extends Named, TOutput>({
  schema,
  defaultValues,
  strings,
  listPath,
  nameLocked = false,
  submitLabel,
  onSubmit,
  extraFields,
}: NamedItemFormProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const apiForm = useApiForm(schema, defaultValues);
  const { form, formError, fieldError, onSubmit: handle } = apiForm;
  const name = 'name' as Path<TInput>;
  const readableName = 'readable_name' as Path<TInput>;

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md" maw={520}>
        <FormAlert message={formError} />
        <TextInput
          label={t(`${strings}.name_label`)}
          description={nameLocked ? t(`${strings}.name_fixed`) : t(`${strings}.name_description`)}
          required
          readOnly={nameLocked}
          autoComplete="off"
          spellCheck={false}
          error={fieldError(name)}
          {...form.register(name)}
        />
        <TextInput label={t(`${strings}.readable_label`)} required error={fieldError(readableName)} {...form.register(readableName)} />
        {extraFields?.(apiForm)}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={Link} to={listPath} variant="default">
            {t(`${strings}.cancel`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
