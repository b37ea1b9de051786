import { ZChangeEmailRequest, ZChangePhoneRequest, type TContactKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/current-user';
import { useConfirmPrimaryChange, useStartPrimaryChange, type PrimaryChange } from '../api';
import { AccountPage } from '@/components/account-page';
import { ContactForm } from './contact-form';
import { CodeStep } from './code-step';
import { notifyDone } from '@/lib/notify';

/**
 * /user/change-email and /user/change-phone: with the current password (a stolen session alone must not
 * move the account), the new address gets a code, and only the code makes it the account's primary
 * (verified) address. The password is kept while the code step shows, so "Send a new code" works.
 */
export function ChangeContactScreen({ kind }: { kind: TContactKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.user;
  const start = useStartPrimaryChange(kind);
  const confirm = useConfirmPrimaryChange(kind);
  const [change, setChange] = useState<PrimaryChange | null>(null);
  const target = change?.value ?? null;

  const send = async (next: PrimaryChange) => {
    const answer = await start.mutateAsync(next);
    setChange(next);
    return answer;
  };
  const confirmCode = async (code: string) => {
    const profile = await confirm.mutateAsync(code);
    notifyDone(t(`account.change.${kind}_done`, { target: profile[kind] ?? '' }));
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
      {change ? (
        <CodeStep target={change.value} onConfirm={confirmCode} onResend={() => send(change)} onStartOver={() => setChange(null)} />
      ) : kind === 'email' ? (
        <ContactForm
          schema={ZChangeEmailRequest}
          defaults={{ email: '', current_password: '' }}
          field="email"
          type="email"
          label={t('account.change.new_email')}
          submitLabel={t('account.change.send_code')}
          withCurrentPassword
          onSubmit={(values) => send({ value: values.email, current_password: values.current_password })}
        />
      ) : (
        <ContactForm
          schema={ZChangePhoneRequest}
          defaults={{ phone: '', current_password: '' }}
          field="phone"
          type="tel"
          label={t('account.change.new_phone')}
          submitLabel={t('account.change.send_code')}
          withCurrentPassword
          onSubmit={(values) => send({ value: values.phone, current_password: values.current_password })}
        />
      )}
    </AccountPage>
  );
}
