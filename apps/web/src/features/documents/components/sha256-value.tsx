import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Enough of a SHA-256 to tell two apart at a glance; the whole value is in the title and the copy button. */
const shorten = (hash: string) => `${hash.slice(0, 12)}…${hash.slice(-8)}`;

/**
 * A recorded SHA-256 after its label: shortened in monospace, the full value as the title, and a button that
 * copies it, so an officer can compare it with `sha256sum` or the pack.
 */
export function Sha256Value({ label, hash }: { label: string; hash: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm">{label}:</Text>
      <Text component="code" ff="monospace" size="sm" title={hash}>
        {shorten(hash)}
      </Text>
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Button variant="subtle" size="compact-xs" onClick={copy} aria-label={t('documents.hash.copy', { label })}>
            {copied ? t('documents.hash.copied') : t('documents.hash.copy_short')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
