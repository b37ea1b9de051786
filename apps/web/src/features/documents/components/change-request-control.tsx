import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CHANGE_REQUEST_MESSAGE_MAX, ZCreateChangeRequest, type TCandidateCompliance } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ChangeRequestedIcon } from '@/components/change-requested-icon';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { HttpError } from '@/lib/http-error';
import { useDateFormat } from '@/lib/site';
import { useRequestChange, useWithdrawChangeRequest } from '../notes-api';
import { notifyDone } from '@/lib/notify';

type Item = TCandidateCompliance['data'][number];

function RequestDialog({ candidateId, item, opened, onClose }: { candidateId: string; item: Item; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestChange(candidateId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZCreateChangeRequest, { form_key: item.key, message: '' });
  const close = () => {
    form.reset({ form_key: item.key, message: '' });
    onClose();
  };
  const submit = onSubmit(async (values) => {
    await request.mutateAsync(values);
    notifyDone(t('documents.change_request.sent', { form: item.title }));
    close();
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('documents.change_request.dialog_title', { form: item.title })}
      centered
      closeButtonProps={{ 'aria-label': t('documents.actions.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('documents.change_request.dialog_intro')}</Text>
          <FormAlert message={formError ?? (fieldError('form_key') || null)} />
          <Textarea
            label={t('documents.change_request.message_label')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={CHANGE_REQUEST_MESSAGE_MAX}
            data-autofocus
            error={fieldError('message')}
            {...form.register('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={form.formState.isSubmitting}>
              {t('documents.actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('documents.change_request.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * One checklist item's change request: the open one with Withdraw, or 'Request a change', which asks the
 * candidate for a specific change without rejecting what they sent.
 */
export function ChangeRequestControl({ candidateId, item }: { candidateId: string; item: Item }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const withdraw = useWithdrawChangeRequest(candidateId);
  const pending = item.change_request;
  if (pending) {
    return (
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ChangeRequestedIcon />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('documents.change_request.open', { message: pending.message, at: format.date(pending.requested_at) })}
          </Text>
        </Group>
        {withdraw.error ? (
          <Alert color="red" variant="light" p="xs">
            {withdraw.error instanceof HttpError ? withdraw.error.message : t('errors.something_wrong')}
          </Alert>
        ) : null}
        <Group>
          <Button
            size="compact-sm"
            variant="default"
            loading={withdraw.isPending}
            aria-label={t('documents.change_request.withdraw_label', { form: item.title })}
            onClick={() => withdraw.mutate(pending.id)}
          >
            {t('documents.change_request.withdraw')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={open} aria-label={t('documents.change_request.open_dialog_label', { form: item.title })}>
        {t('documents.change_request.request')}
      </Button>
      {opened ? <RequestDialog candidateId={candidateId} item={item} opened={opened} onClose={close} /> : null}
    </>
  );
}
