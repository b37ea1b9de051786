import { Paper, Stack, Text, Title } from '@mantine/core';
import { fieldScope, formFields, type FormDefinition } from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { DeclarationSection } from './declaration-section';
import { FieldBlock } from './field-block';
import { useLocalized } from './localized';
import type { FormValues } from './resolver';

interface FormRendererProps {
  definition: FormDefinition;
  /** Everything shown but nothing can be changed (a submitted form). */
  readOnly?: boolean;
  /** For a submitted form: who signed it. */
  signedBy?: string | null;
  /** Leave out the declaration, for a screen that shows the declaration exactly as signed elsewhere. */
  withoutDeclaration?: boolean;
}

/**
 * Draws any form definition inside a react-hook-form <FormProvider> whose values
 * are {@link FormValues}: its sections, every kind of field in the current
 * language, follow-ups and conditional fields as the answers change, and the
 * signed declaration. Validation is the caller's resolver ({@link formResolver}).
 */
export function FormRenderer({ definition, readOnly = false, signedBy, withoutDeclaration = false }: FormRendererProps) {
  const local = useLocalized();
  const { control } = useFormContext<FormValues>();
  const answers = useWatch({ control, name: 'answers' });
  const scope = fieldScope(formFields(definition), answers);

  return (
    <Stack gap="xl">
      {definition.sections.map((section, index) => {
        if (!section.fields.some((field) => scope.isVisible(field.name))) return null;
        const headingId = `form-section-${index}`;
        return (
          <Paper key={headingId} withBorder p="lg" component="section" aria-labelledby={headingId}>
            <Stack gap="md">
              <Title order={2} size="h4" id={headingId}>
                {local(section.title)}
              </Title>
              {section.description && <Text c="dimmed">{local(section.description)}</Text>}
              {section.fields.map((field) => (
                <FieldBlock key={field.name} field={field} base="answers" scope={scope} readOnly={readOnly} />
              ))}
            </Stack>
          </Paper>
        );
      })}
      {!withoutDeclaration && (definition.declaration || definition.signature) && (
        <DeclarationSection definition={definition} readOnly={readOnly} signedBy={signedBy} />
      )}
    </Stack>
  );
}
