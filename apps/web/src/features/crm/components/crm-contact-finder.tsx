import { Button, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CRM_SEARCH_MAX, ZCrmContactSearchQuery, type TCrmContact } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreateCrmContact, useCrmContactSearch, useLinkCrmContact } from '../api';
import { CrmContactTable } from './crm-contact-table';
import { DetailItem } from '@/components/detail-item';
import { FailureAlert } from './failure-alert';
import { NewTabLink } from './new-tab-link';
import { notifyDone } from '@/lib/notify';

/**
 * A user not linked yet: the proposed match (the one Contact with their email), a search by email or name
 * (their own when the box is empty), and creating a Contact from their details.
 */
export function CrmContactFinder({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const ids = { proposed: useId(), search: useId(), create: useId() };
  // The query searched for; '' is the user's own email and name, which also gives the proposed match.
  const [q, setQ] = useState('');
  const own = useCrmContactSearch(userId, '');
  const searched = useCrmContactSearch(userId, q, q !== '');
  const results = q === '' ? own : searched;
  const link = useLinkCrmContact(userId);
  const create = useCreateCrmContact(userId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZCrmContactSearchQuery, { q: '' });

  const submit = onSubmit(async (values) => {
    const next = values.q ?? '';
    // The same words again: Salesforce is asked again, since its Contacts may have changed meanwhile.
    if (next === q) await results.refetch();
    else setQ(next);
  });
  const linkContact = (contact: TCrmContact) => {
    create.reset();
    link.mutate({ crm_id: contact.id }, { onSuccess: () => notifyDone(t('crmConnection.user.linked')) });
  };
  const createContact = () => {
    link.reset();
    create.mutate(undefined, { onSuccess: () => notifyDone(t('crmConnection.user.created')) });
  };
  const linkingId = link.isPending ? (link.variables?.crm_id ?? null) : null;
  const busy = link.isPending || create.isPending;
  const proposed = own.data?.proposed;

  return (
    <Stack gap="md">
      <FailureAlert error={link.error ?? create.error} />

      {proposed && (
        <Paper component="section" aria-labelledby={ids.proposed} withBorder p="md">
          <Stack gap="sm">
            <Title order={3} size="h5" id={ids.proposed}>
              {t('crmConnection.user.proposed.title')}
            </Title>
            <Text size="sm">{t('crmConnection.user.proposed.intro')}</Text>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
              <DetailItem label={t('crmConnection.user.search.name')}>
                <NewTabLink href={proposed.url}>{proposed.name}</NewTabLink>
              </DetailItem>
              <DetailItem label={t('crmConnection.user.search.email')}>{proposed.email ?? '—'}</DetailItem>
              <DetailItem label={t('crmConnection.user.search.account')}>{proposed.account ?? '—'}</DetailItem>
            </SimpleGrid>
            <Button
              style={{ alignSelf: 'flex-start' }}
              aria-label={t('crmConnection.user.link_named', { name: proposed.name })}
              loading={linkingId === proposed.id}
              disabled={busy && linkingId !== proposed.id}
              onClick={() => linkContact(proposed)}
            >
              {t('crmConnection.user.link')}
            </Button>
          </Stack>
        </Paper>
      )}

      <Stack gap="sm" component="section" aria-labelledby={ids.search}>
        <Title order={3} size="h5" id={ids.search}>
          {t('crmConnection.user.search.title')}
        </Title>
        <form role="search" aria-labelledby={ids.search} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormAlert message={formError} />
            <TextInput
              type="search"
              label={t('crmConnection.user.search.label')}
              description={t('crmConnection.user.search.description')}
              maxLength={CRM_SEARCH_MAX}
              error={fieldError('q')}
              maw={480}
              {...form.register('q')}
            />
            <Button type="submit" variant="default" style={{ alignSelf: 'flex-start' }}>
              {t('crmConnection.user.search.submit')}
            </Button>
          </Stack>
        </form>
        {results.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
        <FailureAlert error={results.error} />
        {results.data &&
          (results.data.contacts.length === 0 ? (
            <Text role="status">{t('crmConnection.user.search.none')}</Text>
          ) : (
            <CrmContactTable
              caption={q ? t('crmConnection.user.search.results_for', { q }) : t('crmConnection.user.search.results_own')}
              contacts={results.data.contacts}
              linkingId={linkingId}
              disabled={busy}
              onLink={linkContact}
            />
          ))}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={ids.create}>
        <Title order={3} size="h5" id={ids.create}>
          {t('crmConnection.user.create.title')}
        </Title>
        <Text size="sm">{t('crmConnection.user.create.intro')}</Text>
        <Button variant="light" style={{ alignSelf: 'flex-start' }} loading={create.isPending} disabled={link.isPending} onClick={createContact}>
          {t('crmConnection.user.create.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
