import { Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSubmissionReview } from '../api';
import { AnswersPanel } from '../components/answers-panel';
import { CheckPanel } from '../components/check-panel';
import { EvidenceViewer } from '../components/evidence-viewer';
import { RefereeReview } from '../components/referee-review';
import { ReviewActions } from '../components/review-actions';
import { ReviewHistory } from '../components/review-history';
import { SignaturePanel } from '../components/signature-panel';
import { SubmissionFacts } from '../components/submission-facts';

/** /admin/documents/{id}: one submitted version as a reviewer sees it, and the decisions open on it. */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const review = useSubmissionReview(id);
  if (!review.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('documents.review.loading')} />
      </Center>
    );
  }
  const { definition, submission } = review.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/documents">
        {t('documents.review.back')}
      </Anchor>
      <Title order={1}>{t('documents.review.heading', { form: submission.title, candidate: submission.candidate.name })}</Title>
      <SubmissionFacts submission={submission} />
      <ReviewActions key={`${submission.id}-${submission.status}`} submission={submission} />
      <CheckPanel submission={submission} />
      <EvidenceViewer key={submission.id} files={submission.files} />
      <AnswersPanel key={`${submission.id}-answers`} definition={definition} submission={submission} />
      <SignaturePanel submission={submission} />
      {submission.group === 'references' && <RefereeReview submissionId={submission.id} referee={submission.referee} />}
      <ReviewHistory submission={submission} />
    </Stack>
  );
}
