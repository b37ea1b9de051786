import { ZAddEmailRequest, ZAddPhoneRequest, type TAddContactRequest, type TContactKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAddContact, useStartAddContact } from '../api';
import { AccountPage } from '@/components/account-page';
import { ContactForm } from './contact-form';
import { CodeStep } from './code-step';
import { notifyDone } from '@/lib/notify';

/** /user/add-new-email and /user/add-new-phone: an extra address, stored once its code comes back. */
export function AddContactScreen({ kind }: { kind: TContactKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartAddContact();
  const confirm = useConfirmAddContact(kind);
  const [target, setTarget] = useState<string | null>(null);

  const send = async (request: TAddContactRequest & { value: string }) => {
    const answer = await start.mutateAsync(request);
    setTarget(request.value);
    return answer;
  };
  const confirmCode = async (code: string) => {
    const { contact } = await confirm.mutateAsync(code);
    notifyDone(t('account.add.done', { target: contact.value }));
    await navigate(`/user/remove-${kind}`);
  };

  return (
    <AccountPage title={t(`account.add.${kind}_title`)} intro={target ? undefined : t(`account.add.${kind}_intro`)}>
      {target ? (
        <CodeStep target={target} onConfirm={confirmCode} onResend={() => send({ kind, value: target })} onStartOver={() => setTarget(null)} />
      ) : kind === 'email' ? (
        <ContactForm
          schema={ZAddEmailRequest}
          defaults={{ kind: 'email', value: '' }}
          field="value"
          type="email"
          label={t('account.add.email')}
          submitLabel={t('account.change.send_code')}
          onSubmit={send}
        />
      ) : (
        <ContactForm
          schema={ZAddPhoneRequest}
          defaults={{ kind: 'phone', value: '' }}
          field="value"
          type="tel"
          label={t('account.add.phone')}
          submitLabel={t('account.change.send_code')}
          onSubmit={send}
        />
      )}
    </AccountPage>
  );
}
