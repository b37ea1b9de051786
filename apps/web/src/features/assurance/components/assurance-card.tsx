import { Alert, Button, CopyButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TAssurancePack, TAssurancePackIssued } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';
import { downloadAssuranceFile, useAssurancePacks } from '../api';
import { IssuePackForm } from './issue-pack-form';
import { PackStatusBadge } from './pack-status-badge';
import { RevokePackDialog } from './revoke-pack-dialog';

const fileStem = (pack: TAssurancePack) => {
  const slug = pack.school_name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'school';
  return `assurance-pack-${slug}-${pack.issued_at.slice(0, 10)}`;
};

function PackRow({ candidateId, pack, link, onRevoke }: { candidateId: string; pack: TAssurancePack; link: string | undefined; onRevoke: () => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [failed, setFailed] = useState(false);
  const download = (kind: 'pdf' | 'csv') => {
    setFailed(false);
    downloadAssuranceFile(candidateId, pack.id, kind, fileStem(pack)).catch(() => setFailed(true));
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{pack.school_name}</Text>
        {pack.revoked_at && (
          <Text size="sm" c="dimmed">
            {t('assurance.card.revoked_on', { date: format.dateTime(pack.revoked_at), reason: pack.revoked_reason ?? '' })}
          </Text>
        )}
        {failed && (
          <Text size="sm" c="red.9" role="alert">
            {t('documents.candidate.download_failed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <PackStatusBadge status={pack.status} />
      </Table.Td>
      <Table.Td>
        {format.dateTime(pack.issued_at)}
        {pack.issued_by && <Text size="sm" c="dimmed">{pack.issued_by}</Text>}
      </Table.Td>
      <Table.Td>{format.date(pack.link_expires_at)}</Table.Td>
      <Table.Td>{pack.views}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          <Button size="compact-sm" variant="outline" onClick={() => download('pdf')} aria-label={`${t('assurance.card.pdf')}: ${pack.school_name}`}>
            {t('assurance.card.pdf')}
          </Button>
          <Button size="compact-sm" variant="outline" onClick={() => download('csv')} aria-label={`${t('assurance.card.csv')}: ${pack.school_name}`}>
            {t('assurance.card.csv')}
          </Button>
          {link ? (
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {copied ? t('assurance.card.copied') : t('assurance.card.copy_link')}
                </Button>
              )}
            </CopyButton>
          ) : null}
          {pack.status === 'current' && (
            <Button size="compact-sm" variant="outline" color="red.9" onClick={onRevoke} aria-label={`${t('assurance.card.revoke')}: ${pack.school_name}`}>
              {t('assurance.card.revoke')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The candidate's assurance packs: issue one for a school, and for each the status, views, the files as issued and
 * revocation. Only the link's hash is kept, so a link can be copied only in the session that issued it (it is in the PDF too).
 */
export function AssuranceCard({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const packs = useAssurancePacks(candidateId);
  const [issued, setIssued] = useState<TAssurancePackIssued | null>(null);
  const [links, setLinks] = useState<Record<string, string>>({});
  const [revoking, setRevoking] = useState<TAssurancePack | null>(null);
  const onIssued = (pack: TAssurancePackIssued) => {
    setIssued(pack);
    setLinks((known) => ({ ...known, [pack.id]: pack.verification_url }));
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="assurance-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="assurance-title">
          {t('assurance.card.title')}
        </Title>
        <Text>{t('assurance.card.intro')}</Text>
        <IssuePackForm candidateId={candidateId} issued={issued} onIssued={onIssued} />
        {packs.isError && (
          <Alert color="red" role="alert">
            {t('assurance.card.load_failed')}
          </Alert>
        )}
        {packs.data && packs.data.data.length === 0 && <Text c="dimmed">{t('assurance.card.none')}</Text>}
        {packs.data && packs.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label={t('assurance.card.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('assurance.card.school')}</Table.Th>
                  <Table.Th>{t('assurance.card.status')}</Table.Th>
                  <Table.Th>{t('assurance.card.issued_at')}</Table.Th>
                  <Table.Th>{t('assurance.card.expires')}</Table.Th>
                  <Table.Th>{t('assurance.card.views')}</Table.Th>
                  <Table.Th>{t('assurance.card.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {packs.data.data.map((pack) => (
                  <PackRow key={pack.id} candidateId={candidateId} pack={pack} link={links[pack.id]} onRevoke={() => setRevoking(pack)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <RevokePackDialog candidateId={candidateId} pack={revoking} onClose={() => setRevoking(null)} />
    </Paper>
  );
}
