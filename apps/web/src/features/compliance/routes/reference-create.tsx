import { Anchor, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { checkTextPattern, formsByGroup } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useApiForm } from '@/components/form/use-api-form';
import { useLocalized } from '@/components/form-renderer/localized';
import { useChecklist } from '../api';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

/** The three kinds of reference, each its own form under /references/<slug>. */
const REFERENCE_FORMS = formsByGroup.references;
const REFEREE_NAME_MAX = 150;

const ZRefereeChoice = z.object({
  referee_name: z
    .string()
    .trim()
    .min(1, 'forms.validation.required')
    .max(REFEREE_NAME_MAX, 'forms.validation.too_long')
    .refine((name) => checkTextPattern('person_name', name).ok, 'forms.validation.person_name'),
  slug: z.enum(REFERENCE_FORMS.map((form) => form.slug) as [string, ...string[]], 'forms.validation.option_invalid'),
});

/**
 * /references/create: name a referee and choose the kind of reference; the
 * matching form then opens with the name filled in.
 */
export function Component() {
  const { t } = useTranslation();
  const local = useLocalized();
  const navigate = useNavigate();
  const checklist = useChecklist();
  const { form, fieldError, onSubmit } = useApiForm(ZRefereeChoice, { referee_name: '', slug: '' });
  const statusOf = (key: string) => checklist.data?.data.find((item) => item.key === key);

  const submit = onSubmit(async ({ referee_name, slug }) => {
    await navigate(`/references/${slug}`, { state: { prefill: { referee_name } } });
  });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/compliance" size="sm">
        {t('compliance.form.back')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1}>{t('compliance.references.create_title')}</Title>
        <Text>{t('compliance.references.create_intro')}</Text>
      </Stack>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('compliance.references.referee_name')}
              autoComplete="off"
              maxLength={REFEREE_NAME_MAX}
              required
              error={fieldError('referee_name')}
              {...form.register('referee_name')}
            />
            <Radio.Group
              label={t('compliance.references.type')}
              required
              withAsterisk={false}
              value={form.watch('slug')}
              onChange={(slug) => form.setValue('slug', slug, { shouldValidate: form.formState.isSubmitted })}
              error={fieldError('slug')}
            >
              <Stack gap="sm" mt="xs">
                {REFERENCE_FORMS.map((definition) => {
                  const item = statusOf(definition.key);
                  return (
                    <Radio.Card key={definition.slug} value={definition.slug} p="md" radius="md" withBorder>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <Stack gap={4}>
                          <Group gap="xs">
                            <Text fw={700}>{local(definition.title)}</Text>
                            {item && item.status !== 'not_started' && <SubmissionStatusBadge status={item.status} />}
                          </Group>
                          <Text size="sm">{local(definition.description)}</Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </Radio.Group>
            <Text size="sm" c="dimmed">
              {t('compliance.references.one_per_type')}
            </Text>
            <Group justify="space-between">
              <Anchor component={Link} to="/references/edit">
                {t('compliance.references.see_yours')}
              </Anchor>
              <Button type="submit">{t('compliance.references.continue')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
