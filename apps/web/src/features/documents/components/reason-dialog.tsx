import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REASON_MAX, ZRejectRequest, ZReopenRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';

interface ReasonDialogProps {
  kind: 'reject' | 'reopen';
  opened: boolean;
  onClose: () => void;
  /** Sends the decision; a refusal from the API is shown in the dialog. */
  onSubmit: (reason: string | undefined) => Promise<unknown>;
}

/** Asks for the reason the candidate will read: required to reject, optional to reopen (same rules as the API). */
export function ReasonDialog({ kind, opened, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation();
  const schema = kind === 'reject' ? ZRejectRequest : ZReopenRequest;
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(schema, { reason: '' });
  const submit = handle(async (values) => {
    await onSubmit(values.reason || undefined);
    form.reset({ reason: '' });
  });
  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(`documents.actions.${kind}_title`)} centered closeButtonProps={{ 'aria-label': t('documents.actions.cancel') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t(`documents.actions.${kind}_intro`)}</Text>
          <FormAlert message={formError} />
          <Textarea
            label={t(kind === 'reject' ? 'documents.actions.reason_label' : 'documents.actions.reason_optional_label')}
            required={kind === 'reject'}
            withAsterisk={false}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REVIEW_REASON_MAX}
            data-autofocus
            error={fieldError('reason')}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={form.formState.isSubmitting}>
              {t('documents.actions.cancel')}
            </Button>
            <Button type="submit" color={kind === 'reject' ? 'red.9' : undefined} loading={form.formState.isSubmitting}>
              {t(`documents.actions.${kind}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
