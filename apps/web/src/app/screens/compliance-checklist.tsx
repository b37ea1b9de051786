import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComplianceChecklist } from '@/features/compliance';
import { RefereeStatusNote } from '@/features/referees';

/** /compliance: the candidate's checklist on a page of its own (home shows the same list when signed in). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('compliance.checklist.title')}</Title>
        <Text>{t('compliance.checklist.intro')}</Text>
      </Stack>
      <ComplianceChecklist ReferenceNote={RefereeStatusNote} />
    </Stack>
  );
}
