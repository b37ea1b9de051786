import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http-error';

/** A failed call with the server's translated message (e.g. "Salesforce has no Contact with this id…"); nothing without one. */
export function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error instanceof HttpError ? error.message : t('errors.something_wrong')}
    </Alert>
  );
}
