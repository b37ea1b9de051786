import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; an empty value reads "Not given yet". */
export function DetailList({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="sm" m={0}>
      {details.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" fw={700}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value === null || value === undefined || value === '' ? t('account.not_set') : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
