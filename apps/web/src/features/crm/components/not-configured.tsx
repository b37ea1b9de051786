import { Alert, List, Stack, Text } from '@mantine/core';
import { CRM_CONNECTION_PATH } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The CRM is off on this server: which settings turn it on, and the callback URL to register in Salesforce. */
export function NotConfigured() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={<Text component="h2" fw={700} size="md">{t('crmConnection.not_configured.title')}</Text>} maw={820}>
      <Stack gap="xs">
        <Text>{t('crmConnection.not_configured.body')}</Text>
        <List spacing={4}>
          <List.Item>{t('crmConnection.not_configured.provider')}</List.Item>
          <List.Item>{t('crmConnection.not_configured.client')}</List.Item>
          <List.Item>{t('crmConnection.not_configured.token_key')}</List.Item>
          <List.Item>{t('crmConnection.not_configured.login_url')}</List.Item>
        </List>
        <Text>{t('crmConnection.not_configured.callback', { url: `${window.location.origin}${CRM_CONNECTION_PATH}` })}</Text>
      </Stack>
    </Alert>
  );
}
