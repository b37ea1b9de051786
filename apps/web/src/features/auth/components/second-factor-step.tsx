import { Anchor, Group, Text } from '@mantine/core';
import type { MfaMethod, TLoginMfaRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NarrowPage } from '@/components/narrow-page';
import { ProofForm } from '@/components/second-factor/proof-form';
import type { CodeProof } from '@/components/second-factor/proof-schemas';
import { PasskeyError, signWithPasskey } from '@/lib/passkeys';
import type { LoginStep } from '../login-steps';

type SecondFactor = Extract<LoginStep, { step: 'second_factor' }>;

interface SecondFactorStepProps {
  state: SecondFactor;
  /** Who is signing in, as typed in the first step. */
  login: string;
  onMethodChange: (method: MfaMethod) => void;
  onProof: (proof: TLoginMfaRequest) => Promise<void>;
  onStartOver: () => void;
}

const INTROS = {
  totp: 'login_mfa.intro_totp',
  passkey: 'login_mfa.intro_passkey',
  recovery_code: 'login_mfa.intro_recovery',
} as const;

/** Sign-in, step two: the code from the authenticator app, a passkey, or a recovery code. */
export function SecondFactorStep({ state, login, onMethodChange, onProof, onStartOver }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const { challenge, passkeyOptions } = state;

  const sendCode = (proof: CodeProof) => {
    // The password is never a second factor; the form only offers it when re-authenticating.
    if (proof.method === 'password') return Promise.resolve();
    return onProof({ challenge, method: proof.method, code: proof.code });
  };
  const confirmWithPasskey = async () => {
    if (!passkeyOptions) throw new PasskeyError('failed', t('passkey.errors.failed'));
    const credential = await signWithPasskey(passkeyOptions);
    await onProof({ challenge, method: 'passkey', credential });
  };

  return (
    <NarrowPage title={t('login_mfa.title')} intro={t(INTROS[state.method])}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('login_mfa.signing_in_as', { login })}</Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onStartOver}>
          {t('login_mfa.start_over')}
        </Anchor>
      </Group>
      <ProofForm
        methods={state.methods}
        method={state.method}
        onMethodChange={(method) => method !== 'password' && onMethodChange(method)}
        onSubmit={sendCode}
        onPasskey={confirmWithPasskey}
        autoPasskey={state.autoPasskey}
        submitLabel={t('login_mfa.submit')}
        autoFocus
      />
      <Text size="sm">
        {t('login_mfa.lost_access')}{' '}
        <Anchor component={Link} to="/contact">
          {t('login_mfa.contact_link')}
        </Anchor>
      </Text>
    </NarrowPage>
  );
}
