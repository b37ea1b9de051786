import { Anchor, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { complianceToday, FORM_GROUPS, type TCandidateCompliance } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { useCandidateCompliance } from '../api';
import { ChangeRequestControl } from './change-request-control';
import { HistoryCard } from './history-card';
import { NotesCard } from './notes-card';
import { PackDownloads } from './pack-downloads';
import { RetentionCard } from './retention-card';

const COUNTS = ['approved', 'awaiting_review', 'missing', 'expiring'] as const;

function FormGroupTable({ candidateId, group, items }: { candidateId: string; group: string; items: TCandidateCompliance['data'] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const headingId = `group-${group}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t(`documents.groups.${group}` as 'documents.groups.references')}
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.columns.form')}</Table.Th>
              <Table.Th>{t('documents.columns.status')}</Table.Th>
              <Table.Th>{t('documents.columns.submitted_at')}</Table.Th>
              <Table.Th>{t('documents.columns.expires_at')}</Table.Th>
              <Table.Th>{t('documents.columns.change_request')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td>
                  {item.submission_id && item.status !== 'draft' ? (
                    <Anchor component={Link} to={`/admin/documents/${item.submission_id}`} aria-label={t('documents.candidate.open', { form: item.title })}>
                      {item.title}
                    </Anchor>
                  ) : (
                    item.title
                  )}
                </Table.Td>
                <Table.Td>
                  <SubmissionStatusBadge wording="documents" status={item.status} expiringSoon={item.expiring_soon} />
                </Table.Td>
                <Table.Td>{item.submitted_at ? format.date(item.submitted_at) : '—'}</Table.Td>
                <Table.Td>{item.expires_at ? format.date(item.expires_at) : '—'}</Table.Td>
                {/* Kept narrow so a long request wraps rather than squeezing the status badges. */}
                <Table.Td style={{ maxWidth: '16rem' }}>
                  <ChangeRequestControl candidateId={candidateId} item={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /admin/documents/candidate/{id}: one candidate's compliance at a glance, internal notes, each form linked with its change
 * request, the pack (and what other features offer beside it: `afterPack`), and records and retention.
 */
export function CandidateSummaryScreen({ afterPack }: { afterPack?: (candidateId: string) => ReactNode }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const compliance = useCandidateCompliance(id);
  if (!compliance.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('documents.candidate.loading')} />
      </Center>
    );
  }
  const { candidate, summary, data, history_flags } = compliance.data;
  const percent = summary.total === 0 ? 0 : Math.round((summary.approved / summary.total) * 100);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/documents">
        {t('documents.review.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('documents.candidate.title', { name: candidate.name })}</Title>
        <Text c="dimmed">{candidate.email}</Text>
      </div>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('documents.candidate.progress', { approved: summary.approved, total: summary.total })}</Text>
          <Progress value={percent} aria-label={t('documents.candidate.progress_label', { percent })} />
          <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
            {COUNTS.map((count) => (
              <Group key={count} gap={6} wrap="nowrap">
                <Text component="dt" size="sm">
                  {t(`documents.candidate.counts.${count}`)}:
                </Text>
                <Text component="dd" m={0} fw={700}>
                  {formatNumber(summary[count])}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <HistoryCard flags={history_flags} />
      <NotesCard candidateId={candidate.id} />
      <PackDownloads candidate={candidate} />
      {afterPack?.(candidate.id)}
      {FORM_GROUPS.map((group) => (
        <FormGroupTable key={group} candidateId={candidate.id} group={group} items={data.filter((item) => item.group === group)} />
      ))}
      <RetentionCard candidateId={candidate.id} today={complianceToday()} />
    </Stack>
  );
}
