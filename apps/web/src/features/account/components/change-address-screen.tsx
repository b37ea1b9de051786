import { notifications } from '@mantine/notifications';
import { ZChangeEmailRequest, ZChangePhoneRequest, type TContactKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/current-user';
import { useConfirmPrimaryChange, useStartPrimaryChange } from '../api';
import { AccountPage } from './account-page';
import { AddressForm } from './address-form';
import { CodeStep } from './code-step';

/**
 * /user/change-email and /user/change-phone: the new address gets a code, and only the code makes it
 * the account's primary (verified) address.
 */
export function ChangeAddressScreen({ kind }: { kind: TContactKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.user;
  const start = useStartPrimaryChange(kind);
  const confirm = useConfirmPrimaryChange(kind);
  const [target, setTarget] = useState<string | null>(null);

  const send = async (value: string) => {
    const answer = await start.mutateAsync(value);
    setTarget(value);
    return answer;
  };
  const confirmCode = async (code: string) => {
    const profile = await confirm.mutateAsync(code);
    notifications.show({ color: 'brand', message: t(`account.change.${kind}_done`, { target: profile[kind] ?? '' }) });
    await navigate('/user/profile');
  };

  const current = kind === 'email' ? user?.email : user?.phone;
  const intro = target
    ? undefined
    : current
      ? t(`account.change.${kind}_intro`, { current })
      : t('account.change.phone_intro_none');

  return (
    <AccountPage title={t(`account.change.${kind}_title`)} intro={intro}>
      {target ? (
        <CodeStep target={target} onConfirm={confirmCode} onResend={() => send(target)} onStartOver={() => setTarget(null)} />
      ) : kind === 'email' ? (
        <AddressForm
          schema={ZChangeEmailRequest}
          defaults={{ email: '' }}
          field="email"
          type="email"
          label={t('account.change.new_email')}
          submitLabel={t('account.change.send_code')}
          onSubmit={(values) => send(values.email)}
        />
      ) : (
        <AddressForm
          schema={ZChangePhoneRequest}
          defaults={{ phone: '' }}
          field="phone"
          type="tel"
          label={t('account.change.new_phone')}
          submitLabel={t('account.change.send_code')}
          onSubmit={(values) => send(values.phone)}
        />
      )}
    </AccountPage>
  );
}
