import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSubmission } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http-error';
import { useRefereeAction, useReferees } from '../api';
import { RefereeStatusBadge } from '@/components/referee-request/referee-status-badge';
import { RefereeTimeline } from '@/components/referee-request/referee-timeline';
import { notifyDone } from '@/lib/notify';

interface RefereePanelProps {
  formKey: string;
  /** The candidate's current version of the reference, null when never started. */
  submission: Pick<TSubmission, 'id' | 'status'> | null;
}

/** On a reference form: where the request to the referee stands, with Send / Send again / Withdraw. */
export function RefereePanel({ formKey, submission }: RefereePanelProps) {
  const { t } = useTranslation();
  const referees = useReferees(submission ? `${submission.id}:${submission.status}` : '');
  const action = useRefereeAction();
  const [error, setError] = useState<string | null>(null);
  const item = referees.data?.data.find((candidate) => candidate.key === formKey);
  const request = item?.request ?? null;

  const run = async (kind: 'send' | 'revoke') => {
    if (!item?.submission_id) return;
    setError(null);
    try {
      await action.mutateAsync({ submissionId: item.submission_id, action: kind });
      notifyDone(t(kind === 'send' ? 'referees.panel.sent' : 'referees.panel.revoked'));
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : t('errors.something_wrong'));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="referee-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referee-panel-title">
          {t('referees.panel.title')}
        </Title>
        {referees.isPending ? (
          <Loader size="sm" aria-label={t('referees.panel.loading')} />
        ) : !item || !item.submission_id || submission?.status === 'draft' ? (
          <Text>{t('referees.panel.submit_first')}</Text>
        ) : (
          <>
            {request ? (
              <Group gap="sm" align="flex-start">
                <RefereeStatusBadge status={request.status} />
                <Stack gap={2}>
                  <RefereeTimeline request={request} />
                </Stack>
              </Group>
            ) : (
              <Text>{t('referees.panel.not_sent')}</Text>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group gap="sm">
              {item.can_send && (
                <Button onClick={() => void run('send')} loading={action.isPending && action.variables?.action === 'send'}>
                  {t(request ? 'referees.panel.resend' : 'referees.panel.send')}
                </Button>
              )}
              {item.can_revoke && (
                <Button variant="default" color="red.9" onClick={() => void run('revoke')} loading={action.isPending && action.variables?.action === 'revoke'}>
                  {t('referees.panel.revoke')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
