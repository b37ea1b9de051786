import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrmConnection, useDisconnectCrm, useStartCrmConnection } from '../api';
import { ConnectionDetails } from '../components/connection-details';
import { MappingCard } from '../components/mapping-card';
import { NotConfigured } from '../components/not-configured';
import { PreflightCard } from '../components/preflight-card';
import { useSalesforceRedirect } from '../salesforce-redirect';
import { notifyDone } from '@/lib/notify';

const failure = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * /admin/user/connection (crm.connect): whether the CRM is configured and connected, Connect and Disconnect,
 * Salesforce's redirect back after its sign-in (see useSalesforceRedirect), what the connection can write, and
 * where the portal writes in Salesforce.
 */
export function Component() {
  const { t } = useTranslation();
  const connection = useCrmConnection();
  const start = useStartCrmConnection();
  const disconnect = useDisconnectCrm();
  const { complete, refusal } = useSalesforceRedirect();
  const [actionError, setActionError] = useState<string | null>(null);

  const connect = async () => {
    setActionError(null);
    try {
      const { authorize_url } = await start.mutateAsync();
      window.location.assign(authorize_url);
    } catch (error) {
      setActionError(failure(error, t('errors.something_wrong')));
    }
  };
  const disconnectNow = async () => {
    setActionError(null);
    try {
      await disconnect.mutateAsync();
      notifyDone(t('crmConnection.connected.disconnected'));
    } catch (error) {
      setActionError(failure(error, t('errors.something_wrong')));
    }
  };

  const data = connection.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('crmConnection.title')}</Title>
      <Text maw={820}>{t('crmConnection.intro')}</Text>

      {complete.isPending && (
        <Alert color="blue" role="status" maw={820}>
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>{t('crmConnection.callback.pending')}</Text>
          </Group>
        </Alert>
      )}
      {complete.isSuccess && (
        <Alert color="green" role="status" maw={820}>
          {t('crmConnection.callback.done', { name: complete.data.crm_user?.name ?? '' })}
        </Alert>
      )}
      {(complete.isError || refusal) && (
        <Alert color="red" role="alert" title={t('crmConnection.callback.failed_title')} maw={820}>
          {complete.isError
            ? failure(complete.error, t('errors.something_wrong'))
            : refusal === 'access_denied'
              ? t('crmConnection.callback.access_denied')
              : t('crmConnection.callback.refused', { error: refusal })}
        </Alert>
      )}
      {actionError && (
        <Alert color="red" role="alert" maw={820}>
          {actionError}
        </Alert>
      )}

      {connection.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {connection.isError && (
        <Alert color="red" role="alert" maw={820}>
          {connection.error.message}
        </Alert>
      )}
      {data && !data.configured && <NotConfigured />}
      {data?.configured && data.connected && (
        <ConnectionDetails
          connection={data}
          disconnecting={disconnect.isPending}
          onDisconnect={() => void disconnectNow()}
          connecting={start.isPending}
          onConnect={() => void connect()}
        />
      )}
      {/* Only a connection Salesforce still accepts can be checked. */}
      {data?.configured && data.connected && !data.reconnect_needed && <PreflightCard />}
      {data?.configured && !data.connected && (
        <Card withBorder maw={820} component="section" aria-labelledby="crm-not-connected-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="crm-not-connected-title">
              {t('crmConnection.not_connected.title')}
            </Title>
            <Text>{t('crmConnection.not_connected.body')}</Text>
            <Group>
              <Button onClick={() => void connect()} loading={start.isPending} disabled={complete.isPending}>
                {t('crmConnection.not_connected.connect')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {data?.last_error && (
        <Alert color="orange" title={t('crmConnection.last_error')} maw={820}>
          {data.last_error}
        </Alert>
      )}
      {/* Also before connecting: an admin may set where the portal writes first. */}
      {data?.configured && <MappingCard checkable={data.connected && !data.reconnect_needed} />}
    </Stack>
  );
}
