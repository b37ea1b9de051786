import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { TCrmConnection } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';

interface ConnectionDetailsProps {
  connection: TCrmConnection;
  disconnecting: boolean;
  onDisconnect: () => void;
  /** Connect again, for when Salesforce no longer accepts the authorisation (reconnect_needed). */
  connecting: boolean;
  onConnect: () => void;
}

/**
 * The connection the portal holds (org, Salesforce user, who connected it and when, the org's API use), with
 * Disconnect behind a confirmation, and Connect again when Salesforce no longer accepts the authorisation.
 */
export function ConnectionDetails({ connection, disconnecting, onDisconnect, connecting, onConnect }: ConnectionDetailsProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const rows: Array<[string, string]> = [
    [t('crmConnection.connected.org'), connection.org_id ?? ''],
    [t('crmConnection.connected.instance'), connection.instance_url ?? ''],
    [t('crmConnection.connected.crm_user'), connection.crm_user ? t('crmConnection.connected.crm_user_value', connection.crm_user) : ''],
    [t('crmConnection.connected.connected_by'), connection.connected_by?.name ?? ''],
    [t('crmConnection.connected.connected_at'), connection.connected_at ? dateTime(connection.connected_at) : ''],
  ];
  const usage = connection.api_usage;
  if (usage) {
    rows.push([
      t('crmConnection.connected.api_usage'),
      t('crmConnection.connected.api_usage_value', { used: formatNumber(usage.used), limit: formatNumber(usage.limit), date: dateTime(usage.at) }),
    ]);
  }

  return (
    <Card withBorder maw={820} component="section" aria-labelledby="crm-connected-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="crm-connected-title">
          {t('crmConnection.connected.title')}
        </Title>
        {connection.reconnect_needed && (
          <Alert color="red" variant="outline" role="alert" title={<Text component="h3" fw={700} size="md">{t('crmConnection.reconnect.title')}</Text>}>
            <Stack gap="sm" align="flex-start">
              <Text>{t('crmConnection.reconnect.body')}</Text>
              <Button color="red.9" onClick={onConnect} loading={connecting}>
                {t('crmConnection.reconnect.connect')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={220}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)} loading={disconnecting}>
            {t('crmConnection.connected.disconnect')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('crmConnection.connected.confirm_title')}
        centered
        closeButtonProps={{ 'aria-label': t('crmConnection.cancel') }}
      >
        <Stack gap="md">
          <Text>{t('crmConnection.connected.confirm_body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('crmConnection.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setConfirming(false);
                onDisconnect();
              }}
            >
              {t('crmConnection.connected.disconnect')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
