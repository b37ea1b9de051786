import { Alert, Code, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAssuranceVerification } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/http-error';
import { useDateFormat } from '@/lib/site';
import { useAssuranceVerification } from '../api';
import { ScrRowsTable } from '../components/scr-rows-table';

/** Dark enough for white text (WCAG AA). */
const VERDICT_COLORS = { current: 'brand.8', revoked: 'red.9', expired: 'gray.8' } as const;

/** The verdict first, in words a school can act on: current, revoked (when and why) or expired. */
function Verdict({ pack }: { pack: TAssuranceVerification }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const text =
    pack.status === 'current'
      ? t('assurance.verify.current')
      : pack.status === 'revoked'
        ? t('assurance.verify.revoked', { date: format.dateTime(pack.revoked_at ?? pack.issued_at), reason: pack.revoked_reason ?? '' })
        : t('assurance.verify.expired', { date: format.dateTime(pack.link_expires_at) });
  return (
    <Alert color={VERDICT_COLORS[pack.status]} variant="filled" role="status" aria-live="polite">
      <Text fw={700} size="lg" c="inherit" data-testid="assurance-verdict">
        {text}
      </Text>
    </Alert>
  );
}

function Facts({ pack }: { pack: TAssuranceVerification }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const facts: Array<[string, string | null]> = [
    [t('assurance.verify.candidate'), pack.candidate_name],
    [t('assurance.verify.school'), pack.school_name],
    [t('assurance.verify.urn'), pack.school_urn],
    [t('assurance.verify.placement_start'), pack.placement_start && format.date(pack.placement_start)],
    [t('assurance.verify.issued'), format.dateTime(pack.issued_at)],
    [t('assurance.verify.issued_by'), pack.issued_by],
    [t('assurance.verify.expires'), format.dateTime(pack.link_expires_at)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
      {facts
        .filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== '')
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

/** /assurance/{token}: a school checks, without an account, that the pack it holds is genuine and still stands. */
export function Component() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const verification = useAssuranceVerification(token);
  if (verification.isPending) return <Loader aria-label={t('assurance.verify.title')} />;
  if (verification.isError) {
    const unknown = verification.error instanceof ApiError && verification.error.statusCode === 404;
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{t('assurance.verify.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {unknown ? t('assurance.verify.not_found') : t('assurance.verify.failed')}
        </Alert>
      </Stack>
    );
  }
  const pack = verification.data;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('assurance.verify.title')}</Title>
      <Verdict pack={pack} />
      <Paper withBorder p="lg">
        <Facts pack={pack} />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="scr-title">
        <Title order={2} size="h4" id="scr-title" mb="sm">
          {t('assurance.verify.rows_title')}
        </Title>
        <ScrRowsTable rows={pack.rows} />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="hash-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="hash-title">
            {t('assurance.verify.hash_title')}
          </Title>
          <Text>{t('assurance.verify.hash_help')}</Text>
          <Text component="div">
            {t('assurance.verify.pdf_hash')}:{' '}
            <Code block style={{ wordBreak: 'break-all' }} data-testid="assurance-pdf-hash">
              {pack.pdf_sha256}
            </Code>
          </Text>
          <Text component="div" size="sm">
            {t('assurance.verify.csv_hash')}: <Code style={{ wordBreak: 'break-all' }}>{pack.csv_sha256}</Code>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
