import { Button, Code, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TCrmUserLink } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useDateFormat } from '@/lib/site';
import { useUnlinkCrmContact } from '../api';
import { CrmSyncStatus } from './crm-sync-status';
import { DetailItem } from '@/components/detail-item';
import { FailureAlert } from './failure-alert';
import { NewTabLink } from './new-tab-link';
import { notifyDone } from '@/lib/notify';

interface CrmLinkedContactProps {
  userId: string;
  crmId: string;
  link: TCrmUserLink;
}

/** The Contact the user is linked to (open it in Salesforce, who linked it and when), Unlink, and the sync. */
export function CrmLinkedContact({ userId, crmId, link }: CrmLinkedContactProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const unlink = useUnlinkCrmContact(userId);
  const [confirming, setConfirming] = useState(false);

  const unlinkNow = () => {
    setConfirming(false);
    unlink.mutate(undefined, { onSuccess: () => notifyDone(t('crmConnection.user.unlinked')) });
  };

  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <DetailItem label={t('crmConnection.user.contact')}>
          <Code>{crmId}</Code>
          {link.crm_url && (
            <>
              {' '}
              <NewTabLink href={link.crm_url}>{t('crmConnection.user.open')}</NewTabLink>
            </>
          )}
        </DetailItem>
        <DetailItem label={t('crmConnection.user.linked_by')}>{link.linked_by?.name ?? t('crmConnection.user.linked_by_unknown')}</DetailItem>
        {link.linked_at && <DetailItem label={t('crmConnection.user.linked_at')}>{dateTime(link.linked_at)}</DetailItem>}
      </SimpleGrid>
      <FailureAlert error={unlink.error} />
      <Group gap="sm">
        <Button variant="outline" color="red.9" loading={unlink.isPending} onClick={() => setConfirming(true)}>
          {t('crmConnection.user.unlink')}
        </Button>
      </Group>
      <CrmSyncStatus userId={userId} />
      <ConfirmDialog
        opened={confirming}
        title={t('crmConnection.user.unlink_title')}
        body={t('crmConnection.user.unlink_body')}
        confirmLabel={t('crmConnection.user.unlink')}
        pending={unlink.isPending}
        onConfirm={unlinkNow}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
