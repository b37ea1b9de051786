import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { TCrmConnection } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';

interface ConnectionDetailsProps {
  connection: TCrmConnection;
  disconnecting: boolean;
  onDisconnect: () => void;
}

/** The connection the portal holds (org, Salesforce user, who connected it and when), with Disconnect behind a confirmation. */
export function ConnectionDetails({ connection, disconnecting, onDisconnect }: ConnectionDetailsProps) {
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

  return (
    <Card withBorder maw={820} component="section" aria-labelledby="crm-connected-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="crm-connected-title">
          {t('crmConnection.connected.title')}
        </Title>
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
