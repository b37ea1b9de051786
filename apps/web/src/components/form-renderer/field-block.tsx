import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { fieldScope, type FieldScope, type FormAnswers, type FormField, type RepeatingField } from '@portal/contract';
import { get, useFieldArray, useFormContext, useFormState, useWatch, type FieldError, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyItem } from './empty-values';
import { FieldInput } from './field-input';
import classes from './form-renderer.module.css';
import { useLocalized } from './localized';
import { translateFieldError } from './resolver';

interface FieldBlockProps {
  field: FormField;
  /** Where this field's scope lives in the form values: 'answers' or 'answers.<group>.<index>'. */
  base: string;
  /** Visibility and requiredness of the fields in this scope. */
  scope: FieldScope;
  readOnly: boolean;
}

/** A field with, for a yes/no question, the follow-ups its answer opens. Hidden fields render nothing. */
export function FieldBlock({ field, base, scope, readOnly }: FieldBlockProps) {
  if (!scope.isVisible(field.name)) return null;
  const name = `${base}.${field.name}`;
  if (field.kind === 'repeating') return <RepeatingGroup field={field} name={name} outer={scope} readOnly={readOnly} />;
  const followUps = field.kind === 'yes_no' ? [...(field.follow_up?.yes ?? []), ...(field.follow_up?.no ?? [])] : [];
  const shown = followUps.filter((followUp) => scope.isVisible(followUp.name));
  return (
    <>
      <FieldInput field={field} name={name} required={scope.isRequired(field)} readOnly={readOnly} />
      {shown.length > 0 && (
        <Stack gap="md" className={classes.followUps}>
          {shown.map((followUp) => (
            <FieldBlock key={followUp.name} field={followUp} base={base} scope={scope} readOnly={readOnly} />
          ))}
        </Stack>
      )}
    </>
  );
}

interface RepeatingGroupProps {
  field: RepeatingField;
  name: string;
  outer: FieldScope;
  readOnly: boolean;
}

/** A list of items (addresses, countries, convictions...) that can be added and removed within min/max. */
function RepeatingGroup({ field, name, outer, readOnly }: RepeatingGroupProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { control } = useFormContext<FieldValues>();
  const { fields: items, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) as FormAnswers[] | undefined;
  const { errors } = useFormState({ control, name });
  // A problem with the list as a whole (too few items, a gap in a history) sits on the list itself,
  // or under `root` once it has items.
  const own = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  const error = translateFieldError(t, own?.root ?? own);
  const itemLabel = local(field.item_label);
  const required = outer.isRequired(field);
  const title = required || field.required_when ? local(field.label) : t('compliance.form.optional_label', { label: local(field.label) });
  const headingId = `${name}-heading`;

  return (
    <Box component="fieldset" className={classes.group} aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {field.help && (
        <Text size="sm" c="dimmed" mt={4}>
          {local(field.help)}
        </Text>
      )}
      <Stack gap="sm" mt="sm">
        {items.map((item, index) => {
          const scope = fieldScope(field.fields, values?.[index], outer);
          const itemTitle = t('compliance.form.item_title', { item: itemLabel, n: index + 1 });
          return (
            <Card key={item.id} withBorder padding="md" component="section" aria-label={itemTitle}>
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{itemTitle}</Text>
                {!readOnly && (
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove(index)} disabled={items.length <= field.min_items}>
                    {t('compliance.form.remove_item', { item: itemTitle })}
                  </Button>
                )}
              </Group>
              <Stack gap="md">
                {field.fields.map((child) => (
                  <FieldBlock key={child.name} field={child} base={`${name}.${index}`} scope={scope} readOnly={readOnly} />
                ))}
              </Stack>
            </Card>
          );
        })}
        {items.length === 0 && readOnly && (
          <Text size="sm" c="dimmed">
            {t('compliance.form.no_items')}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button variant="light" onClick={() => append(emptyItem(field))} disabled={items.length >= field.max_items}>
              {t('compliance.form.add_item', { item: itemLabel })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('compliance.form.item_count', { count: items.length, max: field.max_items })}
            </Text>
          </Group>
        )}
      </Stack>
    </Box>
  );
}
