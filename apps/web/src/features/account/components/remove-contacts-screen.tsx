import { Alert, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TContact, TContactKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { HttpError } from '@/lib/http-error';
import { notifyDone } from '@/lib/notify';
import { useContacts, useRemoveContact } from '../api';
import { AccountPage } from '@/components/account-page';

/**
 * /user/remove-email and /user/remove-phone: the account's addresses of one kind. Additional ones can be
 * removed after a confirmation; the primary one cannot ("Can't delete email"), it is changed instead.
 */
export function RemoveContactsScreen({ kind }: { kind: TContactKind }) {
  const { t } = useTranslation();
  const { data: contacts } = useContacts();
  const remove = useRemoveContact();
  const [pending, setPending] = useState<TContact | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = contacts?.filter((contact) => contact.kind === kind);
  const cantDelete = t(kind === 'email' ? 'errors.cant_delete_email' : 'errors.cant_delete_phone');

  const ask = (contact: TContact) => {
    setProblem(contact.primary ? cantDelete : null);
    if (!contact.primary) setPending(contact);
  };
  const confirmRemoval = () => {
    if (!pending?.id) return;
    const { value } = pending;
    remove.mutate(pending.id, {
      onSuccess: () => notifyDone(t('account.remove.removed', { value })),
      onError: (error) => setProblem(error instanceof HttpError ? error.message : t('errors.something_wrong')),
      onSettled: () => setPending(null),
    });
  };

  return (
    <AccountPage title={t(`account.remove.${kind}_title`)} intro={t(`account.remove.${kind}_intro`)}>
      {problem && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t('account.cancel')} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {!list ? (
        <AppLoading />
      ) : list.length === 0 ? (
        <Text>{t('account.remove.none_phone')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm" aria-label={t('account.remove.list_label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.remove.address')}</Table.Th>
                <Table.Th>{t('account.remove.status')}</Table.Th>
                <Table.Th>{t('account.remove.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((contact) => (
                <Table.Tr key={contact.id ?? 'primary'}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{contact.value}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={contact.primary ? 'brand' : 'gray'} tt="none">
                        {t(contact.primary ? 'account.remove.primary' : 'account.remove.secondary')}
                      </Badge>
                      <Badge variant="outline" color={contact.verified_at ? 'brand' : 'gray'} tt="none">
                        {t(contact.verified_at ? 'account.profile.verified' : 'account.profile.not_verified')}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="outline"
                      color="red.9"
                      size="compact-sm"
                      aria-label={t('account.remove.remove_label', { value: contact.value })}
                      onClick={() => ask(contact)}
                    >
                      {t('account.remove.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list && list.every((contact) => contact.primary) && kind === 'email' && <Text>{t('account.remove.none_email')}</Text>}
      <Anchor component={Link} to={`/user/add-new-${kind}`}>
        {t(`account.remove.add_${kind}`)}
      </Anchor>
      <ConfirmDialog
        opened={pending !== null}
        title={t('account.remove.confirm_title')}
        body={t('account.remove.confirm_text', { value: pending?.value ?? '' })}
        confirmLabel={t('account.remove.confirm')}
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setPending(null)}
      />
    </AccountPage>
  );
}
