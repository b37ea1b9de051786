import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  getFormDefinitionByKey,
  pickLanguage,
  ZLegalHoldRequest,
  ZRetentionFactsUpdate,
  type TRetentionResponse,
  type TRetentionSubmission,
} from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useDateFormat } from '@/lib/site';
import { useLiftLegalHold, usePlaceLegalHold, useRetention, useSaveRetentionFacts } from '../retention-api';
import { notifyDone } from '@/lib/notify';

const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function FactsForm({ id, record }: { id: string; record: TRetentionResponse }) {
  const { t } = useTranslation();
  const save = useSaveRetentionFacts(id);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZRetentionFactsUpdate, {
    last_service_on: record.last_service_on,
    closed_unplaced_on: record.closed_unplaced_on,
  });
  const submit = onSubmit(async (values) => {
    await save.mutateAsync(values);
    notifyDone(t('retention.card.saved'));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('retention.card.last_service_on')}
            description={t('retention.card.last_service_on_help')}
            error={fieldError('last_service_on')}
            {...form.register('last_service_on', { setValueAs: emptyAsNull })}
          />
          <TextInput
            type="date"
            label={t('retention.card.closed_unplaced_on')}
            description={t('retention.card.closed_unplaced_on_help')}
            error={fieldError('closed_unplaced_on')}
            {...form.register('closed_unplaced_on', { setValueAs: emptyAsNull })}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('retention.card.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LegalHold({ id, record }: { id: string; record: TRetentionResponse }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const place = usePlaceLegalHold(id);
  const lift = useLiftLegalHold(id);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZLegalHoldRequest, { reason: '' });
  const submit = onSubmit(async (values) => {
    await place.mutateAsync(values);
    form.reset({ reason: '' });
    notifyDone(t('retention.card.hold_placed'));
  });
  const hold = record.legal_hold;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('retention.card.hold_title')}
      </Title>
      {hold ? (
        <>
          <Alert color="yellow">{t('retention.card.hold_active', { at: format.dateTime(hold.at), name: hold.by_name ?? '—', reason: hold.reason })}</Alert>
          <Group>
            <Button
              variant="default"
              loading={lift.isPending}
              onClick={() => lift.mutate(undefined, { onSuccess: () => notifyDone(t('retention.card.hold_lifted')) })}
            >
              {t('retention.card.hold_lift')}
            </Button>
          </Group>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('retention.card.hold_none')}</Text>
            <FormAlert message={formError} />
            <Textarea label={t('retention.card.hold_reason')} rows={2} maxLength={500} error={fieldError('reason')} {...form.register('reason')} />
            <Group>
              <Button type="submit" color="yellow.4" autoContrast loading={form.formState.isSubmitting}>
                {t('retention.card.hold_place')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function SubmissionRow({ row, today }: { row: TRetentionSubmission; today: string }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const title = getFormDefinitionByKey(row.form_key)?.title[pickLanguage(i18n.language)] ?? row.form_key;
  const tombstone = row.tombstone;
  let state;
  if (row.purged_at) {
    state = (
      <Stack gap={2}>
        <Badge color="gray.7" autoContrast>{t('retention.card.purged', { date: format.date(row.purged_at) })}</Badge>
        {tombstone ? (
          <Text size="xs">
            {t('retention.card.tombstone', {
              deleted: t(`retention.deletes.${tombstone.deletes}`),
              submitted: tombstone.submitted_at ? format.date(tombstone.submitted_at) : '—',
              status: t(`pack.status.${tombstone.status}` as ParseKeys) as string,
              reviewer: tombstone.reviewer_name ?? '—',
            })}
          </Text>
        ) : null}
      </Stack>
    );
  } else if (row.retain_until && row.retain_until < today) {
    state = <Badge color="orange.4" autoContrast>{t('retention.card.due')}</Badge>;
  } else {
    state = <Badge color="brand.7" autoContrast>{t('retention.card.kept')}</Badge>;
  }
  return (
    <Table.Tr>
      <Table.Td>{title}</Table.Td>
      <Table.Td>
        <Text size="sm">{t(`retention.classes.${row.retention_class}` as ParseKeys)}</Text>
        <Text size="xs" c="dimmed">
          {t(row.label as ParseKeys, row.params ?? {})}
        </Text>
      </Table.Td>
      <Table.Td>{row.retain_until ? format.date(row.retain_until) : t('retention.card.until_open')}</Table.Td>
      <Table.Td>{state}</Table.Td>
    </Table.Tr>
  );
}

/** The officer's 'Records and retention' card: the dates that start the clocks, the legal hold, and each submission's retention. */
export function RetentionCard({ candidateId, today }: { candidateId: string; today: string }) {
  const { t } = useTranslation();
  const retention = useRetention(candidateId);
  const record = retention.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="retention-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="retention-title">
            {t('retention.card.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('retention.card.intro')}
          </Text>
        </div>
        {retention.isError ? <Alert color="red">{t('retention.card.load_failed')}</Alert> : null}
        {record ? (
          <>
            <FactsForm key={`${record.last_service_on}|${record.closed_unplaced_on}`} id={candidateId} record={record} />
            <LegalHold id={candidateId} record={record} />
            {record.submissions.length === 0 ? (
              <Text size="sm">{t('retention.card.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('retention.card.table_form')}</Table.Th>
                      <Table.Th>{t('retention.card.table_class')}</Table.Th>
                      <Table.Th>{t('retention.card.table_until')}</Table.Th>
                      <Table.Th>{t('retention.card.table_state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.submissions.map((row) => (
                      <SubmissionRow key={row.id} row={row} today={today} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
