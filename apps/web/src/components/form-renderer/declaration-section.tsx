import { Blockquote, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SIGNATURE_NAME_MAX, type FormDefinition } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from '@/components/signature-pad/signature-pad';
import classes from './form-renderer.module.css';
import { useLocalized } from './localized';
import { translateFieldError, type FormValues } from './resolver';

interface DeclarationSectionProps {
  definition: FormDefinition;
  readOnly: boolean;
  /** For a submitted form: who signed it, shown instead of the signing fields. */
  signedBy?: string | null;
}

/** The statement the candidate confirms, then their typed full name and drawn signature. */
export function DeclarationSection({ definition, readOnly, signedBy }: DeclarationSectionProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { control } = useFormContext<FormValues>();
  const typedName = useWatch({ control, name: 'signature.full_name' }) ?? '';

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="declaration-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="declaration-title">
          {t('compliance.signature.title')}
        </Title>
        {definition.declaration && (
          <Blockquote color="brand" p="md" className={classes.statement}>
            {local(definition.declaration)}
          </Blockquote>
        )}
        {definition.signature && readOnly && (
          <Text>{signedBy ? t('compliance.signature.signed_by', { name: signedBy }) : t('compliance.signature.signed')}</Text>
        )}
        {definition.signature && !readOnly && (
          <>
            <Controller
              control={control}
              name="signature.full_name"
              render={({ field, fieldState }) => (
                <TextInput
                  ref={field.ref}
                  name={field.name}
                  label={t('compliance.signature.full_name')}
                  description={t('compliance.signature.full_name_help')}
                  autoComplete="name"
                  maxLength={SIGNATURE_NAME_MAX}
                  required
                  withAsterisk={false}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={translateFieldError(t, fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="signature.image"
              render={({ field, fieldState }) => (
                <SignaturePad
                  label={t('compliance.signature.drawing')}
                  description={t('compliance.signature.drawing_help')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  typedName={typedName}
                  error={translateFieldError(t, fieldState.error)}
                  buttonRef={field.ref}
                />
              )}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
