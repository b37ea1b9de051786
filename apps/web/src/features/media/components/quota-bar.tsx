import { Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/numbers';

/** The signed-in person's share of the upload quota; orange, then red, as it fills. */
export function QuotaBar({ used, limit }: { used: number; limit: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const color = percent >= 95 ? 'red.9' : percent >= 80 ? 'orange.7' : 'brand';
  return (
    <Stack gap={4}>
      <Text size="sm" id={id}>
        {t('mediaLibrary.manager.quota', { used: formatBytes(used, i18n.language), limit: formatBytes(limit, i18n.language) })}
      </Text>
      {/* The section is the progressbar (the root has no role), so it carries the name. */}
      <Progress.Root>
        <Progress.Section value={percent} color={color} aria-labelledby={id} />
      </Progress.Root>
    </Stack>
  );
}
