import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CRM_DEFAULT_MAPPING, ZCrmMapping, type TCrmMapping, type TCrmMappingResponse } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useDateFormat } from '@/lib/site';
import { useCrmMapping, useSaveCrmMapping } from '../api';
import { FailureAlert } from './failure-alert';
import { MappingFields } from './mapping-fields';
import { notifyDone } from '@/lib/notify';

/** Whether the mapping in force is the default one, or when it was changed. */
function MappingState({ response }: { response: TCrmMappingResponse }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (response.is_default) return <Text fw={500}>{t('crmConnection.mapping.using_defaults')}</Text>;
  if (!response.updated_at) return null;
  return <Text fw={500}>{t('crmConnection.mapping.changed_on', { date: dateTime(response.updated_at) })}</Text>;
}

/** The form, filled with the mapping in force; Restore the defaults only fills it, Save writes it. */
function MappingForm({ saved }: { saved: TCrmMapping }) {
  const { t } = useTranslation();
  const save = useSaveCrmMapping();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZCrmMapping, saved);
  const [restored, setRestored] = useState(false);
  const restoreHintId = useId();

  const submit = onSubmit(async (values) => {
    const response = await save.mutateAsync(values);
    // What the server kept is what the form now starts from.
    form.reset(response.mapping);
    setRestored(false);
    notifyDone(t('crmConnection.mapping.saved'));
  });
  const restore = () => {
    // The saved mapping stays the form's starting point: nothing is saved until Save.
    form.reset(CRM_DEFAULT_MAPPING, { keepDefaultValues: true });
    setRestored(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={formError} />
        <MappingFields register={form.register} fieldError={fieldError} />
        <Stack gap="xs">
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('crmConnection.mapping.save')}
            </Button>
            <Button type="button" variant="default" onClick={restore} disabled={form.formState.isSubmitting} aria-describedby={restoreHintId}>
              {t('crmConnection.mapping.restore')}
            </Button>
          </Group>
          <Text size="sm" id={restoreHintId}>
            {t('crmConnection.mapping.restore_hint')}
          </Text>
          <Text size="sm" fw={500} role="status">
            {restored ? t('crmConnection.mapping.restored') : ''}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * Where the portal writes in Salesforce: the objects, fields and record types a sync writes to. Shown whenever
 * the CRM is configured, since an admin may set it before connecting; `checkable` says whether the pre-flight
 * check (which tests it) is on the screen.
 */
export function MappingCard({ checkable }: { checkable: boolean }) {
  const { t } = useTranslation();
  const mapping = useCrmMapping();

  return (
    <Card withBorder maw={820} component="section" aria-labelledby="crm-mapping-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="crm-mapping-title">
          {t('crmConnection.mapping.title')}
        </Title>
        {mapping.data && <MappingState response={mapping.data} />}
        <Text>
          {t('crmConnection.mapping.intro')}{' '}
          {checkable ? t('crmConnection.mapping.check_above') : t('crmConnection.mapping.check_when_connected')}
        </Text>
        {mapping.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {!mapping.data && <FailureAlert error={mapping.error} />}
        {mapping.data && <MappingForm saved={mapping.data.mapping} />}
      </Stack>
    </Card>
  );
}
