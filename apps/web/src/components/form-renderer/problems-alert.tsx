import { Alert } from '@mantine/core';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countFieldErrors } from './count-errors';

/**
 * "There are N problems" above a form, counted from the form's live errors (inside its <FormProvider>): it shrinks
 * as each field is fixed and goes once none is left, rather than repeating the count of the last submit.
 */
export function ProblemsAlert() {
  const { t } = useTranslation();
  const { errors } = useFormState();
  const count = countFieldErrors(errors);
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('compliance.form.problems_title')}>
      {t('compliance.form.problems', { count })}
    </Alert>
  );
}
