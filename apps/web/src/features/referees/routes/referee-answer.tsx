import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TRefereeInvitation } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalized } from '@/components/form-renderer/localized';
import { ApiError, HttpError } from '@/lib/http-error';
import { useRefereeInvitation } from '../api';
import { RefereeAnswerForm } from '../components/referee-answer-form';

/** Why a link cannot be answered: unknown (404) or no longer usable (410, the server says why). */
function DeadLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const unknown = error instanceof ApiError && error.statusCode === 404;
  const gone = error instanceof ApiError && error.statusCode === 410;
  const title = unknown ? t('referees.answer.unknown_title') : gone ? t('referees.answer.gone_title') : t('referees.answer.failed_title');
  const message = unknown ? t('referees.answer.unknown') : error instanceof HttpError ? error.message : t('errors.something_wrong');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert color={gone ? 'yellow' : 'red'} variant="light" role="alert">
        {message}
      </Alert>
    </Stack>
  );
}

/** What the candidate told us about the referee, for them to confirm in the first questions. */
function CandidateSaid({ invitation }: { invitation: TRefereeInvitation }) {
  const { t } = useTranslation();
  const said = invitation.candidate_said;
  const known = said.known_from && (said.known_to ? `${said.known_from} – ${said.known_to}` : t('referees.answer.known_since', { date: said.known_from }));
  const rows = [
    [t('referees.answer.said_organisation'), said.organisation],
    [t('referees.answer.said_position'), said.position],
    [t('referees.answer.said_relationship'), said.relationship],
    [t('referees.answer.said_known'), known],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="candidate-said-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="candidate-said-title">
          {t('referees.answer.said_title', { name: invitation.candidate_name })}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /referee/:token — the public page a referee answers on, without an account. */
export function Component() {
  const { t } = useTranslation();
  const local = useLocalized();
  const token = useParams().token ?? '';
  const invitation = useRefereeInvitation(token);
  const [answered, setAnswered] = useState(false);
  const [goneError, setGoneError] = useState<ApiError | null>(null);

  if (answered) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('referees.answer.thanks_title')}</Title>
        <Alert color="brand" variant="light" role="status">
          {t('referees.answer.thanks', { name: invitation.data?.candidate_name ?? '' })}
        </Alert>
      </Stack>
    );
  }
  if (goneError) return <DeadLink error={goneError} />;
  if (invitation.isPending) return <Loader aria-label={t('referees.answer.loading')} />;
  if (invitation.isError) return <DeadLink error={invitation.error} />;

  const data = invitation.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('referees.answer.title', { name: data.candidate_name })}</Title>
        <Text>
          {t('referees.answer.intro', { referee: data.referee_name, name: data.candidate_name, agency: data.agency, type: data.reference_title })}
        </Text>
        <Text>{local(data.definition.description)}</Text>
      </Stack>
      <CandidateSaid invitation={data} />
      <RefereeAnswerForm
        token={token}
        definition={data.definition}
        onAnswered={() => {
          setAnswered(true);
          window.scrollTo({ top: 0 });
        }}
        onGone={setGoneError}
      />
    </Stack>
  );
}
