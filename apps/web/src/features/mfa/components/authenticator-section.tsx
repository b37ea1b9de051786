import { Badge, Button, Group, Text } from '@mantine/core';
import type { TMfaStatus } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '@/lib/site';
import { useRemoveAuthenticator } from '../api';
import { AUTHENTICATOR_PATH, withRedirect } from '@/lib/security-paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Section } from './section';

/** The authenticator app: on since when, with set up or remove. */
export function AuthenticatorSection({ status, redirectTo }: { status: TMfaStatus; redirectTo: string | null }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const remove = useRemoveAuthenticator();
  const [confirming, setConfirming] = useState(false);
  const { enabled, enabled_at: enabledAt } = status.totp;
  const onlyFactor = enabled && status.passkeys.length === 0;
  // The server refuses to remove the last step a role requires: say so instead of offering it.
  const locked = onlyFactor && status.required;

  return (
    <Section
      title={t('mfa.app.title')}
      badge={
        <Badge variant="light" color={enabled ? 'brand' : 'gray'} tt="none">
          {t(enabled ? 'mfa.state_on' : 'mfa.state_off')}
        </Badge>
      }
    >
      <Text>{t('mfa.app.description')}</Text>
      {enabled && enabledAt && <Text size="sm">{t('mfa.app.enabled_on', { date: format.date(enabledAt) })}</Text>}
      {locked && <Text size="sm">{t('security.last_factor')}</Text>}
      <Group gap="sm">
        {locked ? null : enabled ? (
          <Button variant="outline" color="red.9" loading={remove.isPending} onClick={() => setConfirming(true)}>
            {t('mfa.app.remove')}
          </Button>
        ) : (
          <Button component={Link} to={withRedirect(AUTHENTICATOR_PATH, redirectTo)}>
            {t('mfa.app.set_up')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        closeFirst
        opened={confirming}
        title={t('mfa.app.remove_title')}
        body={[t('mfa.app.remove_body'), ...(onlyFactor && !status.required ? [t('mfa.last_factor_note')] : [])]}
        confirmLabel={t('mfa.app.remove_confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => notifyDone(t('mfa.app.removed')), onError: (error) => notifyFailure(error) })}
      />
    </Section>
  );
}
