import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX, PASSKEYS_MAX, requiredText, type TFactorAddedResponse, type TMfaStatus, type TPasskey } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { ApiError } from '@/lib/http-error';
import { formatNumber } from '@/lib/numbers';
import { PasskeyError, passkeysSupported, suggestPasskeyName } from '@/lib/passkeys';
import { useDateFormat } from '@/lib/site';
import { useAddPasskey, useRemovePasskey } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Section } from './section';

const ZPasskeyNameForm = z.object({ name: requiredText('security.passkey_name_required', PASSKEY_NAME_MAX) });

/** Name it, then the browser's own dialog makes the passkey. */
function AddPasskeyForm({ onAdded }: { onAdded: (answer: TFactorAddedResponse) => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZPasskeyNameForm, { name: suggestPasskeyName() });

  const submit = onSubmit(async ({ name }) => {
    setProblem(null);
    try {
      const answer = await add.mutateAsync(name);
      form.reset({ name: suggestPasskeyName() });
      onAdded(answer);
    } catch (error) {
      // The browser's reason, or the server's verdict on the new passkey; the name's own errors go on its field.
      if (error instanceof PasskeyError) setProblem(error.message);
      else if (error instanceof ApiError && error.errors.credential?.[0]) setProblem(error.errors.credential[0]);
      else if (!(error instanceof ApiError && error.code === 'reauth_required')) throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={problem ?? formError} />
        <TextInput
          label={t('mfa.passkeys.name_label')}
          description={t('mfa.passkeys.name_hint')}
          required
          maxLength={PASSKEY_NAME_MAX}
          error={fieldError('name')}
          {...form.register('name')}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('mfa.passkeys.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasskeyRow({ passkey, removable, onRemove }: { passkey: TPasskey; removable: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="wrap" gap="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {passkey.name}
          </Text>
          <Badge variant="outline" color={passkey.backed_up ? 'brand.8' : 'gray.8'} tt="none">
            {t(passkey.backed_up ? 'mfa.passkeys.synced' : 'mfa.passkeys.device_only')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('mfa.passkeys.added_on', { date: format.date(passkey.created_at) })}
          {' · '}
          {passkey.last_used_at ? t('mfa.passkeys.last_used', { date: format.dateTime(passkey.last_used_at) }) : t('mfa.passkeys.never_used')}
        </Text>
      </Stack>
      {removable && (
        <Button variant="outline" color="red.9" size="compact-sm" aria-label={t('mfa.passkeys.remove_label', { name: passkey.name })} onClick={onRemove}>
          {t('mfa.passkeys.remove')}
        </Button>
      )}
    </Group>
  );
}

/** The account's passkeys, each removable, and a form to add one. */
export function PasskeysSection({ status, onAdded }: { status: TMfaStatus; onAdded: (answer: TFactorAddedResponse) => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const { passkeys } = status;
  const factors = passkeys.length + Number(status.totp.enabled);
  // The server refuses to remove the last step a role requires.
  const locked = status.required && factors <= 1;
  const supported = passkeysSupported();

  return (
    <Section
      title={t('mfa.passkeys.title')}
      badge={
        <Badge variant="light" color={passkeys.length > 0 ? 'brand' : 'gray'} tt="none">
          {passkeys.length > 0 ? t('mfa.passkeys.count', { number: formatNumber(passkeys.length) }) : t('mfa.state_off')}
        </Badge>
      }
    >
      <Text>{t('mfa.passkeys.description')}</Text>
      {passkeys.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('mfa.passkeys.list_label')}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} removable={!locked} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      {locked && passkeys.length > 0 && <Text size="sm">{t('security.last_factor')}</Text>}
      {!supported ? (
        <Text>{t('mfa.passkeys.unsupported')}</Text>
      ) : passkeys.length >= PASSKEYS_MAX ? (
        <Text>{t('security.passkey_limit', { max: PASSKEYS_MAX })}</Text>
      ) : (
        <AddPasskeyForm onAdded={onAdded} />
      )}
      <ConfirmDialog
        closeFirst
        opened={removing !== null}
        title={t('mfa.passkeys.remove_title', { name: removing?.name ?? '' })}
        body={[t('mfa.passkeys.remove_body'), ...(factors === 1 && !status.required ? [t('mfa.last_factor_note')] : [])]}
        confirmLabel={t('mfa.passkeys.remove_confirm')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, name } = removing;
          remove.mutate(id, { onSuccess: () => notifyDone(t('mfa.passkeys.removed', { name })), onError: (error) => notifyFailure(error) });
        }}
      />
    </Section>
  );
}
