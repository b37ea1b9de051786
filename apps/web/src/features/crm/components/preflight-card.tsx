import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { REFERENCE_RECORD_TYPES, type TCrmPreflight } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '@/components/detail-item';
import { useDateFormat } from '@/lib/site';
import { useCrmPreflight } from '../api';
import { FailureAlert } from './failure-alert';

type PreflightObject = TCrmPreflight['objects'][number];
type PreflightRecordType = TCrmPreflight['record_types'][number];

type Problem =
  | { key: 'not_found' | 'not_writable' }
  | { key: 'missing_fields' | 'read_only_fields'; fields: string }
  | { key: 'external_id'; field: string };

/** What is wrong with one object; none when the sync can write everything it needs there. */
function objectProblems(object: PreflightObject): Problem[] {
  // Nothing else can be read from an object the Salesforce user cannot see: its fields would all be "missing".
  if (!object.found) return [{ key: 'not_found' }];
  const problems: Problem[] = [];
  if (!object.writable) problems.push({ key: 'not_writable' });
  if (object.missing_fields.length > 0) problems.push({ key: 'missing_fields', fields: object.missing_fields.join(', ') });
  if (object.read_only_fields.length > 0) problems.push({ key: 'read_only_fields', fields: object.read_only_fields.join(', ') });
  // A missing upsert key is already listed with the missing fields.
  if (!object.external_id.ok && !object.missing_fields.includes(object.external_id.field)) {
    problems.push({ key: 'external_id', field: object.external_id.field });
  }
  return problems;
}

function recordTypeStatus(recordType: PreflightRecordType): 'available' | 'unavailable' | 'not_found' {
  if (recordType.available) return 'available';
  return recordType.found ? 'unavailable' : 'not_found';
}

/** The tint repeats what the words say; dark text keeps 4.5:1 on every tint. */
function StatusBadge({ ok, children }: { ok: boolean; children: string }) {
  return (
    <Badge color={ok ? 'green' : 'orange'} c="dark.8" variant="light" tt="none" component="span">
      {children}
    </Badge>
  );
}

function ObjectsTable({ objects }: { objects: PreflightObject[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {t('crmConnection.preflight.objects.title')}
      </Title>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-labelledby={headingId} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('crmConnection.preflight.objects.role')}</Table.Th>
              <Table.Th scope="col">{t('crmConnection.preflight.objects.object')}</Table.Th>
              <Table.Th scope="col">{t('crmConnection.preflight.objects.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {objects.map((object) => {
              const problems = objectProblems(object);
              return (
                <Table.Tr key={object.role}>
                  <Table.Th scope="row">{t(`crmConnection.preflight.roles.${object.role}`)}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{object.object}</Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-start">
                      <StatusBadge ok={problems.length === 0}>
                        {problems.length === 0 ? t('crmConnection.preflight.objects.in_place') : t('crmConnection.preflight.objects.problems')}
                      </StatusBadge>
                      {problems.length > 0 && (
                        <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
                          {problems.map(({ key, ...values }) => (
                            <List.Item key={key}>{t(`crmConnection.preflight.problems.${key}`, values)}</List.Item>
                          ))}
                        </List>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function RecordTypesTable({ recordTypes }: { recordTypes: PreflightRecordType[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const typeName = (key: string) => {
    const known = REFERENCE_RECORD_TYPES.find((type) => type.key === key);
    if (!known) return key;
    return i18n.language === 'bn' ? known.name_bn : known.name;
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {t('crmConnection.preflight.record_types.title')}
      </Title>
      <Text size="sm">{t('crmConnection.preflight.record_types.intro')}</Text>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-labelledby={headingId} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('crmConnection.preflight.record_types.reference_type')}</Table.Th>
              <Table.Th scope="col">{t('crmConnection.preflight.record_types.developer_name')}</Table.Th>
              <Table.Th scope="col">{t('crmConnection.preflight.record_types.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recordTypes.map((recordType) => {
              const status = recordTypeStatus(recordType);
              return (
                <Table.Tr key={recordType.reference_type}>
                  <Table.Th scope="row">{typeName(recordType.reference_type)}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{recordType.developer_name}</Table.Td>
                  <Table.Td>
                    <StatusBadge ok={status === 'available'}>{t(`crmConnection.preflight.record_types.status.${status}`)}</StatusBadge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function PreflightResult({ result }: { result: TCrmPreflight }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const filesHeadingId = useId();
  return (
    <Stack gap="lg">
      <Alert
        color={result.ok ? 'green' : 'orange'}
        variant="light"
        role="status"
        title={result.ok ? t('crmConnection.preflight.all_ok') : t('crmConnection.preflight.not_ok')}
      >
        {t('crmConnection.preflight.checked_at', { date: dateTime(result.checked_at) })}
      </Alert>
      <ObjectsTable objects={result.objects} />
      <RecordTypesTable recordTypes={result.record_types} />
      <Stack gap="xs" component="section" aria-labelledby={filesHeadingId}>
        <Title order={3} size="h4" id={filesHeadingId}>
          {t('crmConnection.preflight.files.title')}
        </Title>
        <SimpleGrid component="dl" cols={1} m={0}>
          <DetailItem label={t('crmConnection.preflight.files.label')}>
            {result.files_writable ? t('crmConnection.preflight.files.yes') : t('crmConnection.preflight.files.no')}
          </DetailItem>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/**
 * What this connection can write: Salesforce's describe of the objects the sync writes, as the connected
 * Salesforce user sees them. Run by Check now only, since each check costs API calls.
 */
export function PreflightCard() {
  const { t } = useTranslation();
  const preflight = useCrmPreflight();
  const introId = useId();
  // A failed check hides the result before it: it may no longer be true.
  const result = preflight.isError ? undefined : preflight.data;

  return (
    <Card withBorder maw={820} component="section" aria-labelledby="crm-preflight-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="crm-preflight-title">
          {t('crmConnection.preflight.title')}
        </Title>
        <Text id={introId}>{t('crmConnection.preflight.intro')}</Text>
        <Group>
          <Button variant="light" onClick={() => void preflight.refetch()} loading={preflight.isFetching} aria-describedby={introId}>
            {t('crmConnection.preflight.check')}
          </Button>
        </Group>
        {!preflight.isFetching && <FailureAlert error={preflight.error} />}
        {result && <PreflightResult result={result} />}
      </Stack>
    </Card>
  );
}
