import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { REFERENCE_RECORD_TYPES, type TCrmMapping } from '@portal/contract';
import type { ReactNode } from 'react';
import type { Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The fields of each object, in the order the form shows them (the reference's record types apart). */
const FIELDS = {
  contact: ['external_id', 'status', 'progress'],
  item: ['object', 'external_id', 'contact', 'name', 'status', 'requirement', 'expires_on', 'reviewed_at'],
  reference: ['object', 'external_id', 'contact', 'referee_name', 'referee_email', 'status', 'completed_at'],
} as const satisfies { [S in keyof TCrmMapping]: readonly Exclude<keyof TCrmMapping[S], 'record_types'>[] };

/** Salesforce API names and DeveloperNames have at most 80 characters (the contract's pattern). */
const NAME_MAX = 80;

interface Input {
  name: Path<TCrmMapping>;
  label: string;
  description: string;
}

export interface MappingFieldsProps {
  register: UseFormRegister<TCrmMapping>;
  /** The field's message: the contract's, translated, or the server's. */
  fieldError: (name: Path<TCrmMapping>) => string | undefined;
}

/** An API name typed as Salesforce spells it: no spelling, capitalisation or autofill help. */
function NameInput({ input, register, fieldError }: MappingFieldsProps & { input: Input }) {
  return (
    <TextInput
      label={input.label}
      description={input.description}
      required
      maxLength={NAME_MAX}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      error={fieldError(input.name)}
      {...register(input.name)}
    />
  );
}

function ObjectFieldset({ legend, intro, inputs, children, ...props }: MappingFieldsProps & { legend: string; intro: string; inputs: Input[]; children?: ReactNode }) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {inputs.map((input) => (
            <NameInput key={input.name} input={input} {...props} />
          ))}
        </SimpleGrid>
        {children}
      </Stack>
    </Fieldset>
  );
}

/** The three objects a sync writes to, one fieldset each, every input named in words with its API name's rules. */
export function MappingFields(props: MappingFieldsProps) {
  const { t, i18n } = useTranslation();
  const contact = FIELDS.contact.map((field) => ({
    name: `contact.${field}` as const,
    label: t(`crmConnection.mapping.contact.fields.${field}.label`),
    description: t(`crmConnection.mapping.contact.fields.${field}.description`),
  }));
  const item = FIELDS.item.map((field) => ({
    name: `item.${field}` as const,
    label: t(`crmConnection.mapping.item.fields.${field}.label`),
    description: t(`crmConnection.mapping.item.fields.${field}.description`),
  }));
  const reference = FIELDS.reference.map((field) => ({
    name: `reference.${field}` as const,
    label: t(`crmConnection.mapping.reference.fields.${field}.label`),
    description: t(`crmConnection.mapping.reference.fields.${field}.description`),
  }));
  // Named as the reference lists name them, which is how admins know the types.
  const recordTypes = REFERENCE_RECORD_TYPES.map((type) => ({
    name: `reference.record_types.${type.key}` as const,
    label: i18n.language === 'bn' ? type.name_bn : type.name,
    description: t('crmConnection.mapping.reference.record_types.description'),
  }));

  return (
    <Stack gap="lg">
      <ObjectFieldset legend={t('crmConnection.mapping.contact.legend')} intro={t('crmConnection.mapping.contact.intro')} inputs={contact} {...props} />
      <ObjectFieldset legend={t('crmConnection.mapping.item.legend')} intro={t('crmConnection.mapping.item.intro')} inputs={item} {...props} />
      <ObjectFieldset legend={t('crmConnection.mapping.reference.legend')} intro={t('crmConnection.mapping.reference.intro')} inputs={reference} {...props}>
        <Fieldset legend={t('crmConnection.mapping.reference.record_types.legend')} variant="unstyled">
          <Stack gap="md">
            <Text size="sm">{t('crmConnection.mapping.reference.record_types.intro')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
              {recordTypes.map((input) => (
                <NameInput key={input.name} input={input} {...props} />
              ))}
            </SimpleGrid>
          </Stack>
        </Fieldset>
      </ObjectFieldset>
    </Stack>
  );
}
