import { Button, Table, Text } from '@mantine/core';
import type { TCrmContact } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from './new-tab-link';

interface CrmContactTableProps {
  caption: string;
  contacts: TCrmContact[];
  /** The Contact being linked now (its button spins, the others wait). */
  linkingId: string | null;
  /** A link or a create is under way: no other may start. */
  disabled: boolean;
  onLink: (contact: TCrmContact) => void;
}

/** Contacts found in Salesforce, each opened there or linked to the user. */
export function CrmContactTable({ caption, contacts, linkingId, disabled, onLink }: CrmContactTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          <Text fw={700} size="sm" component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('crmConnection.user.search.name')}</Table.Th>
            <Table.Th scope="col">{t('crmConnection.user.search.email')}</Table.Th>
            <Table.Th scope="col">{t('crmConnection.user.search.phone')}</Table.Th>
            <Table.Th scope="col">{t('crmConnection.user.search.account')}</Table.Th>
            <Table.Th scope="col">{t('crmConnection.user.search.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            <Table.Tr key={contact.id}>
              <Table.Th scope="row" fw={400}>
                <NewTabLink href={contact.url}>{contact.name}</NewTabLink>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{contact.email ?? '—'}</Table.Td>
              <Table.Td>{contact.phone ?? '—'}</Table.Td>
              <Table.Td>{contact.account ?? '—'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('crmConnection.user.link_named', { name: contact.name })}
                  loading={linkingId === contact.id}
                  disabled={disabled && linkingId !== contact.id}
                  onClick={() => onLink(contact)}
                >
                  {t('crmConnection.user.link')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
