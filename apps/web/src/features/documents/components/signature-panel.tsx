import { Blockquote, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSubmissionReview } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/object-url';
import { useDateFormat } from '@/lib/site';
import { Sha256Value } from './sha256-value';

/** A drawn signature at `path` (under /api/v1): fetched with the bearer token, shown from an object URL. */
export function SignatureImage({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['documents', 'signature', path],
    queryFn: () => apiBlob(path),
    staleTime: Infinity,
  });
  const url = useObjectUrl(image.data);
  if (image.isError) return <Text c="red.9">{t('documents.review.signature_unavailable')}</Text>;
  if (!url) return <Loader size="sm" aria-label={t('documents.review.loading')} />;
  return <Image src={url} alt={t('documents.review.signature_alt', { name })} w={300} fit="contain" bg="white" bd="1px solid gray.4" />;
}

/**
 * The declaration exactly as signed (and in English when signed in Bengali), who signed, when and from where, and
 * the SHA-256 of the statement recorded at submission.
 */
export function SignaturePanel({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { signature } = submission;
  if (!submission.declaration_text && !signature) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="signed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signed-title">
          {t('documents.review.declaration_title')}
        </Title>
        <Text size="sm">{t('documents.review.language', { language: t(`documents.review.language_${submission.language === 'bn' ? 'bn' : 'en'}`) })}</Text>
        {submission.declaration_text && (
          <Blockquote color="brand" p="md" lang={submission.language}>
            {submission.declaration_text}
          </Blockquote>
        )}
        {submission.language !== 'en' && submission.declaration_text_en && (
          <>
            <Text fw={600}>{t('documents.review.declaration_english')}</Text>
            <Blockquote color="gray" p="md" lang="en">
              {submission.declaration_text_en}
            </Blockquote>
          </>
        )}
        {signature && (
          <>
            <Text>{t('documents.review.signed_by', { name: signature.full_name, date: format.dateTime(signature.signed_at) })}</Text>
            {signature.ip && <Text size="sm">{t('documents.review.signed_from', { ip: signature.ip })}</Text>}
            <SignatureImage path={`/admin/submissions/${encodeURIComponent(submission.id)}/signature`} name={signature.full_name} />
          </>
        )}
        {submission.statement_sha256 && <Sha256Value label={t('documents.hash.statement')} hash={submission.statement_sha256} />}
      </Stack>
    </Paper>
  );
}
