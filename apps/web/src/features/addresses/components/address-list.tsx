import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TAddress } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { FormAlert } from '@/components/form/form-alert';
import { Pagination } from '@/components/pagination/pagination';
import { HttpError } from '@/lib/http-error';
import { useHomeCountry } from '@/lib/site';
import { useAddresses, useDeleteAddress, type AddressOwner } from '../api';
import { localCountryKey } from '../local-country';
import { addressPaths } from '../paths';
import { AddressCard } from './address-card';
import { notifyDone } from '@/lib/notify';

function DeleteDialog({ owner, address, onClose }: { owner: AddressOwner; address: TAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress(owner);
  const error = remove.error instanceof HttpError ? remove.error.message : remove.error ? t('errors.something_wrong') : null;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={address !== null} onClose={close} title={t('addresses.list.delete_title')} closeButtonProps={{ 'aria-label': t('addresses.list.close') }}>
      <Stack gap="md">
        <Text>{address?.address}</Text>
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('addresses.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              address &&
              remove.mutate(address.id, {
                onSuccess: () => {
                  notifyDone(t('addresses.list.deleted'));
                  close();
                },
              })
            }
          >
            {t('addresses.list.delete_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One owner's addresses with links to add (in the home country or abroad), edit and delete. */
export function AddressList({ owner }: { owner: AddressOwner }) {
  const { t } = useTranslation();
  const home = useHomeCountry();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TAddress | null>(null);
  const { data, error } = useAddresses(owner, page);
  const paths = addressPaths(owner);
  if (error) throw error;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button component={Link} to={paths.addLocal}>
          {t(`addresses.list.add_local_${localCountryKey(home)}`)}
        </Button>
        <Button component={Link} to={paths.addInternational} variant="light">
          {t('addresses.list.add_international')}
        </Button>
      </Group>
      {!data ? (
        <AppLoading />
      ) : data.data.length === 0 ? (
        <Text>{t('addresses.list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('addresses.list.count', { count: data.meta.total })}
          </Text>
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.data.map((address) => (
              <AddressCard key={address.id} address={address} editTo={paths.edit(address)} onDelete={() => setDeleting(address)} />
            ))}
          </Stack>
          {data.meta.last_page > 1 && <Pagination meta={data.meta} onPageChange={setPage} />}
        </>
      )}
      <DeleteDialog owner={owner} address={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
