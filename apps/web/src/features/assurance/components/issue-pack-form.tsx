import { Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZAssurancePackIssueRequest, type TAssurancePackIssued } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useIssueAssurancePack } from '../api';

const EMPTY = { school_name: '', school_urn: '', placement_start: '' };

/** Issues a pack for one school; the verification link is shown once, here, to copy. */
export function IssuePackForm({ candidateId, issued, onIssued }: { candidateId: string; issued: TAssurancePackIssued | null; onIssued: (pack: TAssurancePackIssued) => void }) {
  const { t } = useTranslation();
  const issue = useIssueAssurancePack(candidateId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAssurancePackIssueRequest, EMPTY);
  const submit = onSubmit(async (values) => {
    onIssued(await issue.mutateAsync(values));
    form.reset(EMPTY);
  });
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label={t('assurance.card.issue')}>
        <Stack gap="sm">
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('assurance.card.school_name')} required maxLength={200} error={fieldError('school_name')} {...form.register('school_name')} />
            <TextInput
              label={t('assurance.card.school_urn')}
              description={t('assurance.card.school_urn_hint')}
              inputMode="numeric"
              maxLength={7}
              error={fieldError('school_urn')}
              {...form.register('school_urn')}
            />
            <TextInput type="date" label={t('assurance.card.placement_start')} error={fieldError('placement_start')} {...form.register('placement_start')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('assurance.card.issue')}
            </Button>
          </Group>
        </Stack>
      </form>
      {issued && (
        <Paper withBorder p="md" role="status">
          <Text fw={600} mb="xs">
            {t('assurance.card.issued')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Code style={{ wordBreak: 'break-all' }}>{issued.verification_url}</Code>
            <CopyButton value={issued.verification_url}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {copied ? t('assurance.card.copied') : t('assurance.card.copy_link')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            {t('assurance.verify.pdf_hash')}: <Code>{issued.pdf_sha256}</Code>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
