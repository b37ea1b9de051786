import { Alert, Stack, Text } from '@mantine/core';
import type { TOpenChangeRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ChangeRequestedIcon } from '@/components/change-requested-icon';
import { formatDate } from '@/lib/dates';

/** The officer's open request to change this form, in their words, at the top of the form. */
export function ChangeRequestAlert({ request }: { request: TOpenChangeRequest }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<ChangeRequestedIcon />} title={t('compliance.change_request.title')}>
      <Stack gap={4}>
        <Text fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
        <Text size="sm">{t('compliance.change_request.requested_on', { date: formatDate(request.requested_at) })}</Text>
      </Stack>
    </Alert>
  );
}
