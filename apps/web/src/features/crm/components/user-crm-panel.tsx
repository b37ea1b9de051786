import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CRM_CONNECTION_PATH } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCrmConnection, useCrmUserLink } from '../api';
import { CrmContactFinder } from './crm-contact-finder';
import { CrmLinkedContact } from './crm-linked-contact';
import { FailureAlert } from './failure-alert';

/** The user's link, once the portal can talk to Salesforce: the linked Contact and its sync, or how to find one. */
function UserCrmLink({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const link = useCrmUserLink(userId);
  if (link.isError) return <FailureAlert error={link.error} />;
  if (!link.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  return link.data.crm_id ? <CrmLinkedContact userId={userId} crmId={link.data.crm_id} link={link.data} /> : <CrmContactFinder userId={userId} />;
}

/**
 * The CRM card of /admin/user/{id}, for holders of crm.connect (the screen decides that). Absent while the
 * connection is read and when no CRM is configured on the server; when the portal is not connected, or
 * Salesforce no longer accepts its authorisation, it says so and points to the connection screen.
 */
export function UserCrmPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const connection = useCrmConnection();
  const data = connection.data;
  if (connection.isPending || (data && !data.configured)) return null;
  const usable = data !== undefined && data.connected && !data.reconnect_needed;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('crmConnection.user.title')}
        </Title>
        <Text size="sm">{t('crmConnection.user.intro')}</Text>
        <FailureAlert error={connection.error} />
        {data && !usable && (
          <Alert color={data.reconnect_needed ? 'orange' : 'gray'} variant="light">
            <Stack gap="xs" align="flex-start">
              <Text>{t(data.reconnect_needed ? 'crmConnection.user.reconnect_needed' : 'crmConnection.user.not_connected')}</Text>
              {/* Dark and underlined: the brand colour is too pale on the alert's tint. */}
              <Anchor component={Link} to={CRM_CONNECTION_PATH} c="dark.8" underline="always" fw={600}>
                {t('crmConnection.user.go_to_connection')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {usable && <UserCrmLink userId={userId} />}
      </Stack>
    </Paper>
  );
}
