import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The base32 secret in groups of four, easier to type into an app that cannot scan. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text
        component="code"
        ff="monospace"
        fz="lg"
        p="xs"
        style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere', letterSpacing: '0.05em' }}
        aria-label={t('mfa.setup.key_label')}
        data-testid="totp-secret"
      >
        {groupSecret(secret)}
      </Text>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button variant="light" size="compact-md" onClick={copy}>
            {copied ? t('mfa.setup.key_copied') : t('mfa.setup.copy_key')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
