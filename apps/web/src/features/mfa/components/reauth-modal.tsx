import { Button, Modal, Stack, Text } from '@mantine/core';
import { REAUTH_WINDOW_SECONDS, ZReauthOptionsResponse, type TReauthRequest } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofForm } from '@/components/second-factor/proof-form';
import type { CodeProof, ProofMethod } from '@/components/second-factor/proof-schemas';
import { apiRequest } from '@/lib/api-client';
import { formatNumber } from '@/lib/numbers';
import { PasskeyError, signWithPasskey } from '@/lib/passkeys';

const sendProof = (body: TReauthRequest) => apiRequest('/account/reauth', { method: 'POST', body, reauth: false });

/** The password form shows at once; the other ways appear when the server has said which the account has. */
function ReauthForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ProofMethod>('password');
  // Each request makes a single-use passkey challenge for this session, so it is never cached.
  const options = useQuery({
    queryKey: ['account', 'reauth-options'],
    queryFn: () => apiRequest('/account/reauth/options', { method: 'POST', schema: ZReauthOptionsResponse, reauth: false }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const methods = options.data?.methods ?? ['password'];

  const confirmCode = async (proof: CodeProof) => {
    await sendProof(proof);
    onConfirmed();
  };
  const confirmPasskey = async () => {
    const passkeyOptions = options.data?.passkey_options;
    if (!passkeyOptions) throw new PasskeyError('failed', t('passkey.errors.failed'));
    try {
      await sendProof({ method: 'passkey', credential: await signWithPasskey(passkeyOptions) });
      onConfirmed();
    } catch (error) {
      // The challenge was spent or abandoned: fetch a fresh one for the next try.
      void options.refetch();
      throw error;
    }
  };

  return (
    <ProofForm
      methods={methods}
      method={method}
      onMethodChange={setMethod}
      onSubmit={confirmCode}
      onPasskey={confirmPasskey}
      submitLabel={t('reauth.confirm')}
      secondary={
        <Button variant="default" onClick={onCancel}>
          {t('reauth.cancel')}
        </Button>
      }
    />
  );
}

/** The dialog itself; a module of its own so that it (Modal, the proof forms, passkeys) loads only when asked for. */
export default function ReauthModal({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={t('reauth.title')}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('reauth.close') }}
    >
      <Stack gap="md">
        <Text>{t('reauth.intro', { minutes: formatNumber(REAUTH_WINDOW_SECONDS / 60) })}</Text>
        <ReauthForm onConfirmed={() => onClose(true)} onCancel={() => onClose(false)} />
      </Stack>
    </Modal>
  );
}
