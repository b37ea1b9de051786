import { Accordion, Alert, Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PairedSubject, TChecklistItem, TSubmissionStatus } from '@portal/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseDigits } from '@/lib/numbers';
import { Link } from 'react-router';
import { ChangeRequestedIcon } from '@/components/change-requested-icon';
import { formatDate } from '@/lib/dates';
import { HttpError } from '@/lib/http-error';
import { useChecklist } from '../api';
import { formatDay, groupChecklist, nextStep, type ChecklistEntry } from '../checklist-groups';
import { PROFILE_PATH } from '../profile-api';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

const ACTIONS: Record<TSubmissionStatus, 'start' | 'continue' | 'view' | 'fix' | 'renew'> = {
  not_started: 'start',
  draft: 'continue',
  submitted: 'view',
  approved: 'view',
  rejected: 'fix',
  expired: 'renew',
};

const LIST_STYLE = { listStyle: 'none' } as const;

/** Drawn under a sent reference: the referee request's state (the referees feature's note, given by the screen). */
export type ReferenceNote = ComponentType<{ formKey: string }>;

function ItemDetails({ item, ReferenceNote }: { item: TChecklistItem; ReferenceNote?: ReferenceNote }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {item.change_request && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ChangeRequestedIcon />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('compliance.change_request.checklist', { message: item.change_request.message })}
          </Text>
        </Group>
      )}
      {item.status === 'rejected' && item.reason && (
        <Text size="sm" c="red.9">
          {t('compliance.checklist.rejected_reason', { reason: item.reason })}
        </Text>
      )}
      {item.status === 'draft' && item.reason && (
        <Text size="sm" c="orange.9">
          {t('compliance.checklist.changes_reason', { reason: item.reason })}
        </Text>
      )}
      {item.submitted_at && item.status !== 'draft' && (
        <Text size="sm" c="dimmed">
          {t('compliance.checklist.submitted_on', { date: formatDate(item.submitted_at) })}
        </Text>
      )}
      {item.expires_at && (
        <Text size="sm" c={item.status === 'expired' || item.expiring_soon ? 'orange.9' : 'dimmed'}>
          {t(item.status === 'expired' ? 'compliance.checklist.expired_on' : 'compliance.checklist.expires_on', { date: localiseDigits(item.expires_at) })}
        </Text>
      )}
      {ReferenceNote && item.group === 'references' && item.status !== 'not_started' && item.status !== 'draft' && <ReferenceNote formKey={item.key} />}
    </Stack>
  );
}

/** The button that opens a form, named with the form so a screen reader's list of links makes sense. */
function ActionButton({ item }: { item: TChecklistItem }) {
  const { t } = useTranslation();
  // A form the officer asks to change is opened to be fixed, whatever its status.
  const action = item.change_request && ACTIONS[item.status] === 'view' ? 'fix' : ACTIONS[item.status];
  return (
    <Button
      component={Link}
      to={`/${item.key}`}
      variant={action === 'view' ? 'default' : 'filled'}
      color={action === 'fix' ? 'red.9' : undefined}
      aria-label={`${t(`compliance.actions.${action}`)}: ${item.title}`}
    >
      {t(`compliance.actions.${action}`)}
    </Button>
  );
}

/** One form: its state, what happened to it, and the way in. */
function StepBody({ item, ReferenceNote }: { item: TChecklistItem; ReferenceNote?: ReferenceNote }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ flex: '1 1 14rem' }}>
        <SubmissionStatusBadge status={item.status} expiringSoon={item.expiring_soon} />
        <ItemDetails item={item} ReferenceNote={ReferenceNote} />
      </Stack>
      <ActionButton item={item} />
    </Group>
  );
}

/** One item: a single form, or a pair shown once with its two forms as numbered steps. */
function EntryCard({ entry, ReferenceNote }: { entry: ChecklistEntry; ReferenceNote?: ReferenceNote }) {
  const { t, i18n } = useTranslation();
  const first = entry.steps[0]!;
  const title = entry.paired ? t(`rules.subjects.${entry.subject as PairedSubject}`) : first.title;
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap="xs">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {entry.why}
          </Text>
          {entry.due_at && (
            <Text size="sm" fw={500}>
              {t('compliance.checklist_groups.due_by', { date: formatDay(entry.due_at, i18n.language) })}
            </Text>
          )}
        </Stack>
        {entry.steps.length > 1 ? (
          <Stack component="ol" gap="xs" p={0} m={0} style={LIST_STYLE} aria-label={t('compliance.checklist_groups.steps_label', { title })}>
            {entry.steps.map((step, index) => (
              <Stack component="li" key={step.key} gap={4} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <Text fw={600} size="sm">
                  {t('compliance.checklist_groups.step', { n: index + 1, title: step.title })}
                </Text>
                <StepBody item={step} ReferenceNote={ReferenceNote} />
              </Stack>
            ))}
          </Stack>
        ) : (
          <StepBody item={first} ReferenceNote={ReferenceNote} />
        )}
      </Stack>
    </Card>
  );
}

function EntryList({ entries, ReferenceNote }: { entries: ChecklistEntry[]; ReferenceNote?: ReferenceNote }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={LIST_STYLE}>
      {entries.map((entry) => (
        <EntryCard key={entry.subject} entry={entry} ReferenceNote={ReferenceNote} />
      ))}
    </Stack>
  );
}

/** While loading: blocks of about the size of the progress card and the first items, so nothing jumps. */
function ChecklistSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden role="status">{t('compliance.checklist.loading')}</VisuallyHidden>
      <Skeleton height={172} radius="md" />
      <Skeleton height={26} width="45%" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={112} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The candidate's compliance pack: progress over the required items, the next thing to do, the required
 * items by section, the optional ones apart, and those their work does not need folded away with the reason.
 */
export function ComplianceChecklist({ ReferenceNote }: { ReferenceNote?: ReferenceNote }) {
  const { t } = useTranslation();
  const checklist = useChecklist();

  if (checklist.isPending) return <ChecklistSkeleton />;
  if (checklist.isError) {
    return (
      <Alert color="red" role="alert" title={t('compliance.checklist.load_failed')}>
        {checklist.error instanceof HttpError ? checklist.error.message : t('errors.something_wrong')}
      </Alert>
    );
  }
  const { data: items, progress } = checklist.data;
  const groups = groupChecklist(items);
  const next = nextStep(groups);
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="compliance-progress-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="compliance-progress-title">
            {t('compliance.checklist.progress_title')}
          </Title>
          <Text>{t('compliance.checklist.progress', { done: progress.done, total: progress.total })}</Text>
          <Progress value={percent} size="lg" aria-label={t('compliance.checklist.progress_label', { percent })} />
          {next ? (
            <Group justify="space-between" wrap="wrap">
              <Text>{t('compliance.checklist.next', { title: next.title })}</Text>
              <Button component={Link} to={`/${next.key}`} aria-label={`${t(`compliance.actions.${ACTIONS[next.status]}`)}: ${next.title}`}>
                {t(`compliance.actions.${ACTIONS[next.status]}`)}
              </Button>
            </Group>
          ) : (
            <Text>{t('compliance.checklist.all_in')}</Text>
          )}
          <Text size="sm">
            {t('compliance.checklist_groups.change_work_hint')}{' '}
            <Anchor component={Link} to={PROFILE_PATH} fw={600}>
              {t('compliance.checklist_groups.change_work')}
            </Anchor>
          </Text>
        </Stack>
      </Card>
      {groups.required.map(({ section, entries }) => (
        <Stack key={section} gap="sm" component="section" aria-labelledby={`compliance-section-${section}`}>
          <Title order={2} size="h3" id={`compliance-section-${section}`}>
            {t(`rules.sections.${section}`)}
          </Title>
          <EntryList entries={entries} ReferenceNote={ReferenceNote} />
        </Stack>
      ))}
      {groups.optional.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="compliance-optional">
          <Stack gap={2}>
            <Title order={2} size="h3" id="compliance-optional">
              {t('compliance.checklist_groups.optional_title')}
            </Title>
            <Text size="sm">{t('compliance.checklist_groups.optional_intro')}</Text>
          </Stack>
          <EntryList entries={groups.optional} ReferenceNote={ReferenceNote} />
        </Stack>
      )}
      {groups.notApplicable.length > 0 && (
        <Accordion variant="contained" order={2} chevronPosition="left">
          <Accordion.Item value="not-applicable">
            <Accordion.Control>
              <Text fw={600}>{t('compliance.checklist_groups.not_applicable_title', { count: groups.notApplicable.length })}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <EntryList entries={groups.notApplicable} ReferenceNote={ReferenceNote} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}
