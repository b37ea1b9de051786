import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { approvalWaitMessage, type TSubmissionReview } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/current-user';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { useReviewAction, type ReviewAction } from '../api';
import { ReasonDialog } from './reason-dialog';

/** Which decisions the server takes on a version in this state (review-service ALLOWED), current versions only. */
const ALLOWED: Record<ReviewAction, readonly string[]> = {
  approve: ['submitted'],
  reject: ['submitted', 'approved'],
  reopen: ['submitted', 'approved', 'expired'],
};

const DONE: Record<ReviewAction, 'approved' | 'rejected' | 'reopened'> = { approve: 'approved', reject: 'rejected', reopen: 'reopened' };

export function allowedActions(submission: Pick<TSubmissionReview, 'current' | 'status' | 'candidate'>, userId: string | undefined): ReviewAction[] {
  // Nobody signs off their own compliance; the server refuses it too.
  if (!submission.current || submission.candidate.id === userId) return [];
  return (Object.keys(ALLOWED) as ReviewAction[]).filter((action) => ALLOWED[action].includes(submission.status));
}

/**
 * Approve at once; reject or reopen after asking for the reason. Only the decisions allowed now are offered, and
 * approval waits, saying why, for what the rules want on record first.
 */
export function ReviewActions({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const session = useSession();
  const review = useReviewAction(submission.id);
  const [dialog, setDialog] = useState<'reject' | 'reopen' | null>(null);
  const actions = allowedActions(submission, session?.user.id);
  if (actions.length === 0) return null;
  const waitsFor = actions.includes('approve') && submission.approval_waits ? approvalWaitMessage(submission.approval_waits, submission.risk_reason) : null;

  const decide = async (action: ReviewAction, reason?: string) => {
    await review.mutateAsync({ action, reason });
    setDialog(null);
    notifyDone(t(`documents.actions.${DONE[action]}`));
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-title">
          {t('documents.actions.title')}
        </Title>
        {submission.status === 'expired' && (
          <Alert color="orange" variant="light">
            {t('documents.actions.expired')}
          </Alert>
        )}
        {waitsFor && (
          <Alert color="yellow" id="approval-waits">
            {t(waitsFor as ParseKeys)}
          </Alert>
        )}
        <Group gap="sm">
          {actions.includes('approve') && (
            <Button
              disabled={waitsFor !== null}
              aria-describedby={waitsFor ? 'approval-waits' : undefined}
              loading={review.isPending && review.variables?.action === 'approve'}
              onClick={() => decide('approve').catch((error: unknown) => notifyFailure(error))}
            >
              {t('documents.actions.approve')}
            </Button>
          )}
          {actions.includes('reject') && (
            <Button color="red.9" variant="outline" onClick={() => setDialog('reject')}>
              {t('documents.actions.reject')}
            </Button>
          )}
          {actions.includes('reopen') && (
            <Button variant="default" onClick={() => setDialog('reopen')}>
              {t('documents.actions.reopen')}
            </Button>
          )}
        </Group>
      </Stack>
      {(['reject', 'reopen'] as const).map((kind) => (
        <ReasonDialog key={kind} kind={kind} opened={dialog === kind} onClose={() => setDialog(null)} onSubmit={(reason) => decide(kind, reason)} />
      ))}
    </Paper>
  );
}
