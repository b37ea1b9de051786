import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { THistoryFlag } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * What the officer must look into in the candidate's last 5 years (KCSIE): gaps, time out of work and
 * references missing from the employers the history names. Flags only; the officer decides.
 */
export function HistoryCard({ flags }: { flags: readonly THistoryFlag[] }) {
  const { t } = useTranslation();
  // Calendar days ('YYYY-MM-DD', the portal's date format): no time zone to apply.
  const day = (value: string | null) => value ?? t('rules.history.ongoing');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="history-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="history-heading">
          {t('rules.history.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rules.history.intro')}
        </Text>
        {flags.length === 0 ? (
          <Text>{t('rules.history.none')}</Text>
        ) : (
          <List
            spacing="xs"
            icon={
              <ThemeIcon color="orange.9" size={20} radius="xl" aria-hidden>
                !
              </ThemeIcon>
            }
          >
            {flags.map((flag, index) => (
              <List.Item key={index}>
                {t(`rules.history.${flag.code}`, { from: day(flag.from), to: day(flag.to), detail: flag.detail ?? '' })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
