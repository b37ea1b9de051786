import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The extra fields of a log entry, folded away until asked for. */
export function LogData({ data }: { data: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  if (!data) return <Text c="dimmed">—</Text>;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{t('logs.details')}</summary>
      <Code block maw={480} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(data, null, 2)}
      </Code>
    </details>
  );
}
