import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { ZAssurancePackRevokeRequest, type TAssurancePack } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useRevokeAssurancePack } from '../api';

/** Asks why before revoking: the school reads the reason on the verification page. */
export function RevokePackDialog({ candidateId, pack, onClose }: { candidateId: string; pack: TAssurancePack | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeAssurancePack(candidateId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAssurancePackRevokeRequest, { reason: '' });
  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const submit = onSubmit(async (values) => {
    if (!pack) return;
    await revoke.mutateAsync({ packId: pack.id, body: values });
    close();
  });
  return (
    <Modal opened={pack !== null} onClose={close} title={t('assurance.card.revoke_title', { school: pack?.school_name ?? '' })} centered closeButtonProps={{ 'aria-label': t('assurance.card.cancel') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <Textarea label={t('assurance.card.revoke_reason')} required autosize minRows={3} maxLength={500} data-autofocus error={fieldError('reason')} {...form.register('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={form.formState.isSubmitting}>
              {t('assurance.card.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
              {t('assurance.card.revoke_confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
